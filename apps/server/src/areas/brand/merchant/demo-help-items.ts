type Article = { title: string; content: string };

/** Article order of every language; the first four are the home page's help tabs (§2). */
const ANCHORS = ['about', 'terms', 'privacy', 'responsible-gaming', 'deposit-withdrawal'] as const;

/** The demo brand's help centre in each bundled language, in the order of ANCHORS. */
const ARTICLES: Record<string, readonly Article[]> = {
  EN: [
    {
      title: 'About us',
      content:
        'We run casino, slots, sports, lottery and in-house games for adults who play for fun. Every in-house result is provably fair: you can verify any round yourself.',
    },
    {
      title: 'Terms and conditions',
      content:
        'You must be of legal age in your country to open an account. One account per person. Government officials, members of the armed forces, minors and listed restricted persons may not play. Bets are final once confirmed.',
    },
    {
      title: 'Privacy policy',
      content:
        'We keep the personal data you give us only to run your account, verify your identity and meet legal duties. Identity documents are stored encrypted at rest and seen only by authorised staff.',
    },
    {
      title: 'Responsible gaming',
      content:
        'Set yourself limits and take breaks. If gaming stops being fun, contact customer service to pause or close your account.',
    },
    {
      title: 'Deposits and withdrawals',
      content:
        'Deposits are credited as soon as the payment provider confirms them. Withdrawals need your payment password and are reviewed by our finance team.',
    },
  ],
  VI: [
    {
      title: 'Về chúng tôi',
      content:
        'Chúng tôi cung cấp casino, slot, thể thao, xổ số và trò chơi nội bộ cho người lớn. Mọi kết quả trò chơi nội bộ đều có thể kiểm chứng công bằng.',
    },
    {
      title: 'Điều khoản và điều kiện',
      content:
        'Bạn phải đủ tuổi hợp pháp tại quốc gia của mình để mở tài khoản. Mỗi người một tài khoản. Cán bộ nhà nước, quân nhân, người chưa thành niên và người bị hạn chế không được tham gia.',
    },
    {
      title: 'Chính sách bảo mật',
      content:
        'Chúng tôi chỉ lưu dữ liệu cá nhân để vận hành tài khoản, xác minh danh tính và tuân thủ pháp luật.',
    },
    {
      title: 'Chơi có trách nhiệm',
      content:
        'Hãy đặt giới hạn cho bản thân và nghỉ ngơi. Liên hệ chăm sóc khách hàng để tạm dừng tài khoản.',
    },
    {
      title: 'Nạp và rút tiền',
      content:
        'Tiền nạp được cộng ngay khi cổng thanh toán xác nhận. Rút tiền cần mật khẩu thanh toán và được bộ phận tài chính duyệt.',
    },
  ],
  CN: [
    {
      title: '关于我们',
      content:
        '我们为成年玩家提供真人娱乐、老虎机、体育、彩票和自营游戏。所有自营游戏结果均可证明公平，您可以自行验证每一局。',
    },
    {
      title: '条款与条件',
      content:
        '您必须达到所在国家的法定年龄才能开户。每人限开一个账户。政府官员、军人、未成年人及受限人士不得参与。投注一经确认即为最终结果。',
    },
    {
      title: '隐私政策',
      content:
        '我们仅为运营您的账户、核实身份和履行法律义务而保存您的个人资料。身份证件加密存储，仅授权人员可查看。',
    },
    {
      title: '负责任博彩',
      content: '请为自己设定限额并适时休息。如果游戏不再有趣，请联系客服暂停或关闭账户。',
    },
    { title: '存款与取款', content: '支付机构确认后存款即时到账。取款需要支付密码，并由财务团队审核。' },
  ],
  ID: [
    {
      title: 'Tentang kami',
      content:
        'Kami menyediakan kasino, slot, olahraga, lotre, dan permainan internal untuk orang dewasa. Setiap hasil permainan internal terbukti adil dan dapat Anda verifikasi sendiri.',
    },
    {
      title: 'Syarat dan ketentuan',
      content:
        'Anda harus cukup umur menurut hukum negara Anda untuk membuka akun. Satu akun per orang. Pejabat pemerintah, anggota angkatan bersenjata, anak di bawah umur, dan orang yang dibatasi tidak boleh bermain.',
    },
    {
      title: 'Kebijakan privasi',
      content:
        'Kami menyimpan data pribadi Anda hanya untuk menjalankan akun, memverifikasi identitas, dan memenuhi kewajiban hukum. Dokumen identitas disimpan terenkripsi.',
    },
    {
      title: 'Bermain secara bertanggung jawab',
      content:
        'Tetapkan batas dan istirahatlah. Jika bermain tidak lagi menyenangkan, hubungi layanan pelanggan untuk menjeda atau menutup akun Anda.',
    },
    {
      title: 'Deposit dan penarikan',
      content:
        'Deposit dikreditkan segera setelah penyedia pembayaran mengonfirmasi. Penarikan memerlukan kata sandi pembayaran dan ditinjau oleh tim keuangan.',
    },
  ],
  PT: [
    {
      title: 'Sobre nós',
      content:
        'Oferecemos cassino, slots, esportes, loteria e jogos próprios para adultos. Todo resultado dos jogos próprios é comprovadamente justo: você pode verificar qualquer rodada.',
    },
    {
      title: 'Termos e condições',
      content:
        'Você precisa ter a idade legal do seu país para abrir uma conta. Uma conta por pessoa. Funcionários públicos, militares, menores e pessoas restritas não podem jogar.',
    },
    {
      title: 'Política de privacidade',
      content:
        'Guardamos seus dados pessoais apenas para operar sua conta, verificar sua identidade e cumprir obrigações legais. Documentos de identidade ficam criptografados.',
    },
    {
      title: 'Jogo responsável',
      content:
        'Defina limites e faça pausas. Se jogar deixar de ser divertido, fale com o atendimento para pausar ou encerrar sua conta.',
    },
    {
      title: 'Depósitos e saques',
      content:
        'Os depósitos são creditados assim que o provedor de pagamento confirma. Saques exigem a senha de pagamento e são revisados pela equipe financeira.',
    },
  ],
  TH: [
    {
      title: 'เกี่ยวกับเรา',
      content:
        'เราให้บริการคาสิโน สล็อต กีฬา หวย และเกมของเราเองสำหรับผู้ใหญ่ ผลลัพธ์ของเกมของเราพิสูจน์ความยุติธรรมได้ คุณตรวจสอบทุกรอบได้ด้วยตนเอง',
    },
    {
      title: 'ข้อกำหนดและเงื่อนไข',
      content:
        'คุณต้องมีอายุครบตามกฎหมายของประเทศคุณจึงจะเปิดบัญชีได้ หนึ่งคนต่อหนึ่งบัญชี เจ้าหน้าที่รัฐ ทหาร ผู้เยาว์ และบุคคลต้องห้ามไม่สามารถเล่นได้',
    },
    {
      title: 'นโยบายความเป็นส่วนตัว',
      content: 'เราเก็บข้อมูลส่วนบุคคลของคุณเพื่อดูแลบัญชี ยืนยันตัวตน และปฏิบัติตามกฎหมายเท่านั้น เอกสารยืนยันตัวตนถูกเข้ารหัสไว้',
    },
    {
      title: 'การเล่นอย่างรับผิดชอบ',
      content: 'ตั้งขีดจำกัดและพักเป็นระยะ หากการเล่นไม่สนุกอีกต่อไป โปรดติดต่อฝ่ายบริการลูกค้าเพื่อระงับหรือปิดบัญชี',
    },
    {
      title: 'การฝากและถอนเงิน',
      content:
        'ยอดฝากจะเข้าทันทีเมื่อผู้ให้บริการชำระเงินยืนยัน การถอนเงินต้องใช้รหัสผ่านการชำระเงินและผ่านการตรวจสอบจากฝ่ายการเงิน',
    },
  ],
  TY: [
    {
      title: 'Tungkol sa amin',
      content:
        'Nag-aalok kami ng casino, slots, sports, lottery at sariling laro para sa mga nasa hustong gulang. Ang bawat resulta ng sariling laro ay mapapatunayang patas.',
    },
    {
      title: 'Mga tuntunin at kondisyon',
      content:
        'Kailangang nasa legal na edad ka sa iyong bansa para magbukas ng account. Isang account bawat tao. Bawal maglaro ang mga opisyal ng gobyerno, sundalo, menor de edad at mga restricted na tao.',
    },
    {
      title: 'Patakaran sa privacy',
      content:
        'Itinatago namin ang iyong personal na datos para lamang patakbuhin ang account, beripikahin ang pagkakakilanlan at sumunod sa batas. Naka-encrypt ang mga ID.',
    },
    {
      title: 'Responsableng paglalaro',
      content:
        'Magtakda ng limitasyon at magpahinga. Kung hindi na masaya ang paglalaro, makipag-ugnayan sa customer service para i-pause o isara ang account.',
    },
    {
      title: 'Deposito at pag-withdraw',
      content:
        'Naikikredito ang deposito kapag kinumpirma ng payment provider. Kailangan ng payment password ang pag-withdraw at sinusuri ito ng finance team.',
    },
  ],
};

/** Help centre articles of the demo merchant; a language without its own falls back to EN. */
export const demoHelpItems: {
  language: string;
  anchor: string;
  title: string;
  content: string;
  sort: number;
}[] = Object.entries(ARTICLES).flatMap(([language, articles]) =>
  articles.map((article, i) => ({ language, anchor: ANCHORS[i] as string, ...article, sort: i })),
);
