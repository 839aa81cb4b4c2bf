import type { AdminCustomerDetail, AdminCustomerRow, AdminErasureRequest, PageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import * as repo from '../../repositories/customer-list';
import { listRecentOrders } from '../../repositories/order-list';
import { listPendingErasures } from '../../repositories/erasure-requests';
import type { CustomerRow } from '../../repositories/customers';
import { presentOrderRow } from '../orders/admin-orders';

/** Enough of a customer's history for the owner to answer a question; more is on the orders page. */
const ORDERS_SHOWN = 50;

function presentRow(c: CustomerRow, orderCount: number): AdminCustomerRow {
  return {
    id: c.id,
    ownerName: c.ownerName,
    mobile: c.mobile,
    email: c.email,
    petName: c.petName,
    breed: c.breed,
    orderCount,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function listCustomers(ctx: AppContext, q: PageQuery): Promise<Paged<AdminCustomerRow>> {
  const { rows, total } = await repo.listCustomersPage(ctx.db, q);
  return { items: rows.map((r) => presentRow(r.customer, r.orderCount)), total, page: q.page, pageSize: q.pageSize };
}

export async function getCustomer(ctx: AppContext, id: number): Promise<AdminCustomerDetail> {
  const row = await repo.findCustomerWithCount(ctx.db, id);
  if (!row) throw notFound('This customer does not exist');
  const c = row.customer;
  const addresses = await repo.listCustomerAddresses(ctx.db, id);
  const orders = await listRecentOrders(ctx.db, ORDERS_SHOWN, id);
  return {
    ...presentRow(c, row.orderCount),
    pet: { name: c.petName, breed: c.breed, age: c.age, weight: c.weight, needs: c.needs, image: c.petImage },
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      mobile: a.mobile,
      pincode: a.pincode,
      state: a.state,
      address: a.address,
      locality: a.locality,
      city: a.city,
    })),
    orders: orders.map((r) => presentOrderRow(ctx, r)),
    spentPaise: await repo.customerSpentPaise(ctx.db, id),
  };
}

/** Accounts waiting to be deleted, soonest first, with the orders still on their way that hold one back. */
export async function listErasureRequests(ctx: AppContext): Promise<AdminErasureRequest[]> {
  const rows = await listPendingErasures(ctx.db);
  return rows.map((r) => ({
    id: r.request.id,
    customerId: r.request.customerId!,
    name: r.name,
    email: r.email,
    requestedAt: r.request.requestedAt.toISOString(),
    dueAt: r.request.dueAt.toISOString(),
    ordersInProgress: r.ordersInProgress,
  }));
}
