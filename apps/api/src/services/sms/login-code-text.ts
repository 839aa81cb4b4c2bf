import { LOGIN_CODE_TTL_MS } from '@canino/shared';

/** The SMS as the simulated sender writes it; MSG91 sends the owner's DLT template with the code in `otp`. */
export const loginCodeText = (code: string): string => `${code} is your Canino login code. It expires in ${LOGIN_CODE_TTL_MS / 60_000} minutes. Do not share it with anyone.`;
