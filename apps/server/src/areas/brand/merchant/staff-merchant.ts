import type { FastifyRequest } from 'fastify';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
// Brings the request's `merchant()` into the type of every program that reaches this file (the
// journeys' seed imports it without the server's plugins).
import type {} from '../../../plugins/merchant.ts';

/** The brand of the address a call came to. */
export async function brandOf(req: FastifyRequest): Promise<BrandRef> {
  const m = await req.merchant();
  return { id: m.id, code: m.code };
}

export interface BrandRef {
  id: number;
  code: string;
}

/** A brand with its name, as an operator's brand switch lists it. */
export interface NamedBrand extends BrandRef {
  name: string;
}

/** Where `staffMerchant` finds the brand a call names. */
export interface StaffBrands {
  byCode(code: string): Promise<BrandRef | undefined>;
  byId(id: number): Promise<BrandRef | undefined>;
}

/**
 * The brand a staff call works on. An operator of one brand always works on theirs (naming another
 * answers NOT_FOUND, so they learn nothing of it); an operator of every brand works on the one
 * named, else on the brand of the address the call came to (as the player site resolves it).
 */
export async function staffMerchant(
  staff: StaffSession,
  merchantCode: string | undefined,
  brands: StaffBrands,
  requestBrand?: BrandRef,
): Promise<BrandRef> {
  if (staff.merchantId !== null) {
    const own = await brands.byId(staff.merchantId);
    if (!own || (merchantCode !== undefined && merchantCode !== own.code)) throw new AppError('NOT_FOUND');
    return own;
  }
  if (merchantCode === undefined) {
    if (!requestBrand) throw new AppError('MERCHANT_REQUIRED');
    return requestBrand;
  }
  const brand = await brands.byCode(merchantCode);
  if (!brand) throw new AppError('NOT_FOUND');
  return brand;
}
