/**
 * How many digits a bank's account numbers have. Banks issue numbers of one standard length and,
 * for a fee, numbers the customer picks (shorter or longer), so each rule is a range that covers
 * both; anything outside it is a mistyped number.
 */
export interface AccountNumberRule {
  minDigits: number;
  maxDigits: number;
}

/** A Vietnamese bank that receives transfers over NAPAS 247 (and so VietQR). */
export interface VnBank {
  /** The short code VietQR and the banks' apps use ("VCB"). */
  code: string;
  /** The bank's six-digit NAPAS BIN (acquirer id), the first field of a VietQR beneficiary. */
  bin: string;
  /** The name people call the bank by. */
  shortName: string;
  /** The registered name, in Vietnamese. */
  name: string;
  account: AccountNumberRule;
}

const bank = (
  code: string,
  bin: string,
  shortName: string,
  name: string,
  minDigits: number,
  maxDigits: number,
): VnBank => ({ code, bin, shortName, name, account: { minDigits, maxDigits } });

/**
 * The banks a member can withdraw to and a brand can receive VietQR transfers at, the largest
 * first. BINs are the banks' published NAPAS identifiers.
 */
export const VN_BANKS: readonly VnBank[] = [
  bank('VCB', '970436', 'Vietcombank', 'Ngân hàng TMCP Ngoại thương Việt Nam', 9, 13),
  bank('ICB', '970415', 'VietinBank', 'Ngân hàng TMCP Công thương Việt Nam', 9, 12),
  bank('BIDV', '970418', 'BIDV', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', 8, 14),
  bank('VBA', '970405', 'Agribank', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam', 13, 13),
  bank('TCB', '970407', 'Techcombank', 'Ngân hàng TMCP Kỹ thương Việt Nam', 8, 14),
  bank('MB', '970422', 'MB Bank', 'Ngân hàng TMCP Quân đội', 6, 13),
  bank('ACB', '970416', 'ACB', 'Ngân hàng TMCP Á Châu', 6, 14),
  bank('VPB', '970432', 'VPBank', 'Ngân hàng TMCP Việt Nam Thịnh Vượng', 8, 14),
  bank('STB', '970403', 'Sacombank', 'Ngân hàng TMCP Sài Gòn Thương Tín', 9, 12),
  bank('TPB', '970423', 'TPBank', 'Ngân hàng TMCP Tiên Phong', 8, 14),
  bank('HDB', '970437', 'HDBank', 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh', 9, 14),
  bank('SHB', '970443', 'SHB', 'Ngân hàng TMCP Sài Gòn – Hà Nội', 9, 13),
  bank('VIB', '970441', 'VIB', 'Ngân hàng TMCP Quốc tế Việt Nam', 9, 16),
  bank('MSB', '970426', 'MSB', 'Ngân hàng TMCP Hàng Hải Việt Nam', 9, 14),
  bank('OCB', '970448', 'OCB', 'Ngân hàng TMCP Phương Đông', 9, 14),
  bank('SEAB', '970440', 'SeABank', 'Ngân hàng TMCP Đông Nam Á', 9, 14),
  bank('EIB', '970431', 'Eximbank', 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam', 9, 16),
  bank('LPB', '970449', 'LPBank', 'Ngân hàng TMCP Lộc Phát Việt Nam', 9, 12),
  bank('NAB', '970428', 'Nam A Bank', 'Ngân hàng TMCP Nam Á', 9, 14),
  bank('BAB', '970409', 'Bac A Bank', 'Ngân hàng TMCP Bắc Á', 9, 15),
  bank('ABB', '970425', 'ABBANK', 'Ngân hàng TMCP An Bình', 9, 13),
  bank('PVCB', '970412', 'PVcomBank', 'Ngân hàng TMCP Đại Chúng Việt Nam', 9, 14),
  bank('SCB', '970429', 'SCB', 'Ngân hàng TMCP Sài Gòn', 9, 16),
  bank('VCCB', '970454', 'BVBank', 'Ngân hàng TMCP Bản Việt', 9, 15),
  bank('KLB', '970452', 'KienlongBank', 'Ngân hàng TMCP Kiên Long', 9, 14),
  bank('VAB', '970427', 'VietABank', 'Ngân hàng TMCP Việt Á', 9, 14),
  bank('VIETBANK', '970433', 'Vietbank', 'Ngân hàng TMCP Việt Nam Thương Tín', 9, 15),
  bank('NCB', '970419', 'NCB', 'Ngân hàng TMCP Quốc Dân', 9, 14),
  bank('PGB', '970430', 'PGBank', 'Ngân hàng TMCP Thịnh vượng và Phát triển', 9, 14),
  bank('SGICB', '970400', 'Saigonbank', 'Ngân hàng TMCP Sài Gòn Công Thương', 9, 12),
  bank('BVB', '970438', 'BaoViet Bank', 'Ngân hàng TMCP Bảo Việt', 9, 14),
  bank('SHBVN', '970424', 'Shinhan Bank', 'Ngân hàng TNHH MTV Shinhan Việt Nam', 9, 12),
];

/** Every bank code, for schemas that take one. */
export const VN_BANK_CODES = VN_BANKS.map((b) => b.code) as [string, ...string[]];

const byCode = new Map(VN_BANKS.map((b) => [b.code, b]));
const byBin = new Map(VN_BANKS.map((b) => [b.bin, b]));

export const bankByCode = (code: string): VnBank | undefined => byCode.get(code);
export const bankByBin = (bin: string): VnBank | undefined => byBin.get(bin);
