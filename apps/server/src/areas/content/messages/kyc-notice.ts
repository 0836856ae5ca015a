import type { Db } from '../../../db/kysely.ts';
import type { MessagesRepository } from './messages.repository.ts';

type Texts = { approved: [string, string]; rejected: [string, string] };

/** Title and body of the inbox message; `{note}` is the reviewer's reason. */
const TEXTS: Record<string, Texts> = {
  EN: {
    approved: ['Identity verification approved', 'Your identity verification has been approved.'],
    rejected: [
      'Identity verification not approved',
      'Your identity verification was not approved: {note}. Please upload your documents again.',
    ],
  },
  CN: {
    approved: ['身份验证已通过', '您的身份验证已通过审核。'],
    rejected: ['身份验证未通过', '您的身份验证未通过：{note}。请重新上传证件。'],
  },
  ID: {
    approved: ['Verifikasi identitas disetujui', 'Verifikasi identitas Anda telah disetujui.'],
    rejected: [
      'Verifikasi identitas tidak disetujui',
      'Verifikasi identitas Anda tidak disetujui: {note}. Silakan unggah dokumen Anda lagi.',
    ],
  },
  PT: {
    approved: ['Verificação de identidade aprovada', 'A sua verificação de identidade foi aprovada.'],
    rejected: [
      'Verificação de identidade não aprovada',
      'A sua verificação de identidade não foi aprovada: {note}. Envie os seus documentos novamente.',
    ],
  },
  TH: {
    approved: ['การยืนยันตัวตนได้รับการอนุมัติ', 'การยืนยันตัวตนของคุณได้รับการอนุมัติแล้ว'],
    rejected: ['การยืนยันตัวตนไม่ได้รับการอนุมัติ', 'การยืนยันตัวตนของคุณไม่ได้รับการอนุมัติ: {note} กรุณาอัปโหลดเอกสารอีกครั้ง'],
  },
  TY: {
    approved: [
      'Naaprubahan ang beripikasyon ng pagkakakilanlan',
      'Naaprubahan na ang beripikasyon ng iyong pagkakakilanlan.',
    ],
    rejected: [
      'Hindi naaprubahan ang beripikasyon ng pagkakakilanlan',
      'Hindi naaprubahan ang beripikasyon ng iyong pagkakakilanlan: {note}. Paki-upload muli ang iyong mga dokumento.',
    ],
  },
  VI: {
    approved: ['Xác minh danh tính đã được duyệt', 'Xác minh danh tính của bạn đã được duyệt.'],
    rejected: [
      'Xác minh danh tính không được duyệt',
      'Xác minh danh tính của bạn không được duyệt: {note}. Vui lòng tải lên lại giấy tờ.',
    ],
  },
};

/**
 * Tells a member the outcome of their identity review in their inbox, in the language they last
 * chose on the site (else the brand's default, else English), inside the review's transaction: the
 * decision and its message commit together.
 */
export function kycNotice(repo: MessagesRepository) {
  return async (
    tx: Db,
    d: { merchantId: number; memberId: bigint; status: 'A' | 'R'; note: string | null },
  ): Promise<void> => {
    const language = await repo.memberLanguage(d.memberId, tx);
    const texts = TEXTS[language ?? 'EN'] ?? (TEXTS.EN as Texts);
    const [title, body] = d.status === 'A' ? texts.approved : texts.rejected;
    const content = body.replace('{note}', d.note ?? '');
    await repo.send(
      d.merchantId,
      { kind: 'member', memberId: d.memberId },
      { kind: 'notice', title, content, sentBy: null },
      tx,
    );
  };
}
