/** Lines of an address as a label or slip prints it. */
export function addressBlock(a: { firstName: string; lastName: string; address: string; city: string; district: string; state: string; pincode: string; mobile: string }): string {
  const place = a.district && a.district !== a.city ? `${a.city}, ${a.district}` : a.city;
  return [`${a.firstName} ${a.lastName}`.trim(), a.address, place, `${a.state} ${a.pincode}`, `Phone ${a.mobile}`].join('\n');
}
