import { z } from 'zod';
import { int, isHttpUrl, merchantCode, textOrNull } from '../fields.ts';

/** Vendors whose wallet protocol the platform speaks, by catalog code. */
export const WALLET_VENDORS = ['PRAGMATIC', 'EVOLUTION', 'HUB88'] as const;

const httpUrl = z.string().trim().min(1).max(300).refine(isHttpUrl, 'an http or https address');

export const vendorParamsSchema = z.object({ vendor: z.enum(WALLET_VENDORS) });
export const vendorQuerySchema = z.object({ merchantCode: merchantCode.optional() });

/**
 * A merchant's connection to a vendor. The secret is write-only: it is sealed at rest and never
 * answered; leaving it out keeps the stored one. An empty apiUrl / launchUrl means this server's
 * development simulator. For Hub88 the login is the operator id and the secret holds two PEM keys
 * (the merchant's private key, Hub88's public key), hence its length.
 */
export const vendorCredentialsUpdateSchema = z.object({
  merchantCode: merchantCode.optional(),
  login: z.string().trim().min(1).max(100),
  providerId: z.string().trim().min(1).max(100),
  secret: z.string().min(16).max(10_000).optional(),
  /** The vendor's API token where it is a second secret (Evolution's UA and game list token). */
  apiToken: z.string().min(16).max(200).optional(),
  apiUrl: httpUrl.nullable().optional(),
  launchUrl: httpUrl.nullable().optional(),
  enabled: z.boolean(),
});

export const vendorCredentialsSchema = z.object({
  vendorCode: z.string(),
  merchantCode: z.string(),
  login: z.string(),
  providerId: z.string(),
  /** Whether a secret is stored; the secret itself is never answered. */
  secretSet: z.boolean(),
  /** Whether an API token is stored (write-only, like the secret). */
  apiTokenSet: z.boolean(),
  apiUrl: textOrNull,
  launchUrl: textOrNull,
  enabled: z.boolean(),
  updatedAt: textOrNull,
});

export const vendorImportBodySchema = z.object({ merchantCode: merchantCode.optional() });
export const vendorImportResultSchema = z.object({
  vendorCode: z.string(),
  merchantCode: z.string(),
  /** Games the vendor listed. */
  listed: int,
  /** Of those, in the catalog now (games of kinds the catalog has no place for are left out). */
  imported: int,
  /** Of those, new to the catalog. */
  created: int,
});

/** A connection test: the vendor's game list asked for with the stored connection, nothing imported. */
export const vendorTestResultSchema = z.object({
  vendorCode: z.string(),
  merchantCode: z.string(),
  ok: z.boolean(),
  /** Why the vendor could not be reached or refused the connection; null when it answered. */
  reason: textOrNull,
  /** How many games the vendor listed, when it answered. */
  listed: int.nullable(),
  /** Whether the vendor's development simulator on this server answered (no API address set). */
  simulator: z.boolean(),
});
