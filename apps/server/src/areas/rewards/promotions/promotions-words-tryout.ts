import { type BundledLanguage, formatCount } from '@pf/shared';
import { DEMO_AMOUNTS } from '../../../platform/demo-amounts.ts';
import type { DemoPromotion } from './demo-promotion.ts';

/** A whole VND amount from minor units, grouped as the site shows every number: "500,000 VND". */
const vnd = (minor: bigint): string => `${formatCount(minor / 100n)} VND`;

type Words = (a: Record<'min' | 'top' | 'cap' | 'x' | 'p', string>) => [string, string, string];

function texts(byLanguage: Record<BundledLanguage, Words>): DemoPromotion['texts'] {
  const prizes = DEMO_AMOUNTS.wheelPrizes.map((p) => p.amount);
  const { minMultiple, percent, cap } = DEMO_AMOUNTS.bigWin;
  const out = {} as DemoPromotion['texts'];
  for (const [language, words] of Object.entries(byLanguage) as [BundledLanguage, Words][]) {
    out[language] = words({
      min: vnd(prizes.reduce((a, b) => (b < a ? b : a))),
      top: vnd(prizes.reduce((a, b) => (b > a ? b : a))),
      cap: vnd(cap),
      x: String(minMultiple),
      p: String(percent),
    });
  }
  return out;
}

/** The lucky wheel: a raffle every member may claim once (its bonus rule is in bonus.seed.ts). */
export const WHEEL_PROMOTION: DemoPromotion = {
  art: 'wheel',
  category: 'event',
  days: null,
  texts: texts({
    EN: ({ min, top }) => [
      'Lucky wheel: one free spin',
      `Every member gets one free spin. Win up to ${top}.`,
      `Claim your spin on this page: the prize is drawn at once and comes with the proof that the draw was fair.\n\n- One spin per member.\n- Prizes from ${min} to ${top}.\n- The prize is bonus money: wager it once within 7 days to move it to your cash.`,
    ],
    CN: ({ min, top }) => [
      '幸运转盘：免费转一次',
      `每位会员均可免费转一次，最高赢取${top}。`,
      `在本页面领取转盘机会：奖品即时抽出，并附有公平性证明。\n\n- 每位会员限转一次。\n- 奖品从${min}到${top}不等。\n- 奖品为奖金，需在7天内完成一倍流水后转入现金余额。`,
    ],
    ID: ({ min, top }) => [
      'Roda keberuntungan: satu putaran gratis',
      `Setiap member mendapat satu putaran gratis. Menangkan hingga ${top}.`,
      `Klaim putaran Anda di halaman ini: hadiah diundi seketika dan disertai bukti bahwa undiannya adil.\n\n- Satu putaran per member.\n- Hadiah dari ${min} hingga ${top}.\n- Hadiah berupa dana bonus: pertaruhkan sekali dalam 7 hari untuk memindahkannya ke saldo tunai.`,
    ],
    PT: ({ min, top }) => [
      'Roda da sorte: um giro grátis',
      `Cada membro tem um giro grátis. Ganhe até ${top}.`,
      `Resgate o seu giro nesta página: o prémio é sorteado na hora, com a prova de que o sorteio foi justo.\n\n- Um giro por membro.\n- Prémios de ${min} a ${top}.\n- O prémio é saldo de bónus: aposte-o uma vez em 7 dias para o passar para o saldo real.`,
    ],
    TH: ({ min, top }) => [
      'วงล้อนำโชค: หมุนฟรีหนึ่งครั้ง',
      `สมาชิกทุกคนหมุนฟรีได้หนึ่งครั้ง ลุ้นรับสูงสุด ${top}`,
      `รับสิทธิ์หมุนที่หน้านี้ ระบบสุ่มรางวัลทันทีพร้อมหลักฐานยืนยันความยุติธรรม\n\n- สมาชิกหนึ่งคนหมุนได้หนึ่งครั้ง\n- รางวัลตั้งแต่ ${min} ถึง ${top}\n- รางวัลเป็นเงินโบนัส ต้องทำยอดเดิมพันหนึ่งเท่าภายใน 7 วันจึงจะโอนเข้ายอดเงินสด`,
    ],
    TY: ({ min, top }) => [
      'Lucky wheel: isang libreng ikot',
      `May isang libreng ikot ang bawat miyembro. Manalo ng hanggang ${top}.`,
      `I-claim ang iyong ikot sa pahinang ito: agad na binubunot ang premyo, kasama ang patunay na patas ang bunutan.\n\n- Isang ikot bawat miyembro.\n- Mga premyo mula ${min} hanggang ${top}.\n- Bonus money ang premyo: itaya ito nang isang beses sa loob ng 7 araw para mailipat sa iyong cash.`,
    ],
    VI: ({ min, top }) => [
      'Vòng quay may mắn: một lượt miễn phí',
      `Mỗi thành viên có một lượt quay miễn phí. Thắng đến ${top}.`,
      `Nhận lượt quay ngay tại trang này: phần thưởng được quay tức thì, kèm bằng chứng kết quả công bằng.\n\n- Mỗi thành viên một lượt quay.\n- Phần thưởng từ ${min} đến ${top}.\n- Phần thưởng là tiền thưởng: cược đủ một vòng trong 7 ngày để chuyển vào số dư tiền mặt.`,
    ],
  }),
};

/** The big-win reward: taken part in by an activity application that staff review and pay. */
export const BIG_WIN_PROMOTION: DemoPromotion = {
  art: 'bigwin',
  category: 'event',
  days: null,
  applications: true,
  texts: texts({
    EN: ({ x, p, cap }) => [
      'Big win bonus',
      `Won ${x}× your stake or more? Send us the screenshot for an extra ${p}%.`,
      `Land a win of at least ${x} times your stake in one round of a slot or an in-house game, then apply on this page with a comment and a screenshot of the round.\n\n- One application per member.\n- The reward is ${p}% of the win, up to ${cap}, paid into your cash once our team approves it.\n- Apply within 3 days of the round; we check it against the round record.`,
    ],
    CN: ({ x, p, cap }) => [
      '大奖加赠',
      `赢得${x}倍或以上投注额？发送截图即可额外获得${p}%。`,
      `在老虎机或自营游戏的单局中赢得至少${x}倍投注额，然后在本页面附上说明和该局截图提交申请。\n\n- 每位会员限申请一次。\n- 奖励为赢额的${p}%，最高${cap}，审核通过后发放至现金余额。\n- 请在该局结束后3天内申请，我们将核对游戏记录。`,
    ],
    ID: ({ x, p, cap }) => [
      'Bonus kemenangan besar',
      `Menang ${x}× taruhan atau lebih? Kirim tangkapan layar dan dapatkan ekstra ${p}%.`,
      `Raih kemenangan minimal ${x} kali taruhan dalam satu ronde slot atau game orisinal, lalu ajukan di halaman ini dengan komentar dan tangkapan layar ronde tersebut.\n\n- Satu pengajuan per member.\n- Hadiahnya ${p}% dari kemenangan, hingga ${cap}, dibayarkan ke saldo tunai setelah disetujui tim kami.\n- Ajukan dalam 3 hari setelah ronde; kami mencocokkannya dengan catatan ronde.`,
    ],
    PT: ({ x, p, cap }) => [
      'Bónus de grande vitória',
      `Ganhou ${x}× a aposta ou mais? Envie a captura de ecrã e receba mais ${p}%.`,
      `Consiga um ganho de pelo menos ${x} vezes a aposta numa ronda de slot ou de um jogo original e candidate-se nesta página com um comentário e a captura de ecrã da ronda.\n\n- Uma candidatura por membro.\n- A recompensa é ${p}% do ganho, até ${cap}, paga no saldo real depois de aprovada pela nossa equipa.\n- Candidate-se até 3 dias após a ronda; confirmamos com o registo da ronda.`,
    ],
    TH: ({ x, p, cap }) => [
      'โบนัสชนะรางวัลใหญ่',
      `ชนะ ${x} เท่าของเดิมพันขึ้นไป? ส่งภาพหน้าจอมารับเพิ่ม ${p}%`,
      `ชนะอย่างน้อย ${x} เท่าของเดิมพันในรอบเดียวของสล็อตหรือเกมออริจินัล แล้วสมัครที่หน้านี้พร้อมข้อความและภาพหน้าจอของรอบนั้น\n\n- สมัครได้หนึ่งครั้งต่อสมาชิก\n- รับ ${p}% ของยอดชนะ สูงสุด ${cap} เข้ายอดเงินสดเมื่อทีมงานอนุมัติ\n- สมัครภายใน 3 วันหลังจบรอบ เราจะตรวจสอบกับประวัติการเล่น`,
    ],
    TY: ({ x, p, cap }) => [
      'Big win bonus',
      `Nanalo ng ${x}× ng taya mo o higit pa? Ipadala ang screenshot para sa dagdag na ${p}%.`,
      `Manalo ng hindi bababa sa ${x} beses ng iyong taya sa isang round ng slot o in-house game, saka mag-apply sa pahinang ito kasama ang komento at screenshot ng round.\n\n- Isang aplikasyon bawat miyembro.\n- Ang gantimpala ay ${p}% ng panalo, hanggang ${cap}, ibinabayad sa iyong cash kapag inaprubahan ng aming team.\n- Mag-apply sa loob ng 3 araw mula sa round; sinusuri namin ito laban sa record ng round.`,
    ],
    VI: ({ x, p, cap }) => [
      'Thưởng thắng lớn',
      `Thắng từ ${x} lần tiền cược trở lên? Gửi ảnh chụp màn hình để nhận thêm ${p}%.`,
      `Thắng ít nhất ${x} lần tiền cược trong một ván slot hoặc game độc quyền, rồi đăng ký tại trang này kèm lời nhắn và ảnh chụp màn hình ván đó.\n\n- Mỗi thành viên đăng ký một lần.\n- Thưởng ${p}% tiền thắng, tối đa ${cap}, cộng vào số dư tiền mặt sau khi được duyệt.\n- Đăng ký trong vòng 3 ngày sau ván chơi; chúng tôi sẽ đối chiếu với lịch sử ván.`,
    ],
  }),
};
