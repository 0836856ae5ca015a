/** The words of one drawn banner: a small tag, the headline and a line under it. */
export interface BannerWords {
  tag: string;
  title: string;
  line: string;
}

/** A banner's words in English and in the other bundled languages it has. */
export type ArtWords = { EN: BannerWords } & Partial<Record<string, BannerWords>>;

/** Banners of the pages other than home, lottery and slots: one per route group (§2 Layout). */
export type PageBannerArt =
  | 'live-tables'
  | 'fish-hunt'
  | 'pvp-cards'
  | 'sports-match'
  | 'esports-arena'
  | 'download-app'
  | 'promo-wheel'
  | 'points-mall'
  | 'help-desk'
  | 'register-gifts'
  | 'inhouse-originals';

export const PAGE_BANNER_WORDS: Record<PageBannerArt, ArtWords> = {
  'live-tables': {
    EN: {
      tag: 'Live casino',
      title: 'Real dealers, around the clock',
      line: 'Baccarat, roulette and sic bo streamed live in HD.',
    },
    CN: { tag: '真人娱乐', title: '真人荷官，全天候在线', line: '百家乐、轮盘、骰宝高清直播。' },
    ID: {
      tag: 'Kasino live',
      title: 'Dealer asli, 24 jam',
      line: 'Bakarat, rolet, dan sic bo disiarkan langsung dalam HD.',
    },
    PT: {
      tag: 'Casino ao vivo',
      title: 'Crupiês reais, a toda a hora',
      line: 'Bacará, roleta e sic bo transmitidos em direto em HD.',
    },
    TH: {
      tag: 'คาสิโนสด',
      title: 'ดีลเลอร์ตัวจริง ตลอด 24 ชั่วโมง',
      line: 'บาคาร่า รูเล็ต และไฮโล ถ่ายทอดสดคมชัดระดับ HD',
    },
    TY: {
      tag: 'Live casino',
      title: 'Totoong dealer, buong araw',
      line: 'Baccarat, roulette at sic bo na live sa HD.',
    },
    VI: {
      tag: 'Casino trực tiếp',
      title: 'Dealer thật, suốt ngày đêm',
      line: 'Baccarat, roulette và tài xỉu phát trực tiếp chất lượng HD.',
    },
  },
  'fish-hunt': {
    EN: {
      tag: 'Fishing',
      title: 'Reel in the boss fish',
      line: 'Aim, fire and catch fish worth up to 1,000 times your shot.',
    },
    CN: { tag: '捕鱼', title: '捕获巨型鱼王', line: '瞄准开炮，鱼王最高可获1000倍奖励。' },
    ID: {
      tag: 'Tembak ikan',
      title: 'Tangkap ikan bos',
      line: 'Bidik, tembak, tangkap ikan senilai hingga 1,000× tembakan.',
    },
    PT: {
      tag: 'Pesca',
      title: 'Apanhe o peixe-chefe',
      line: 'Aponte, dispare e apanhe peixes de até 1,000× o seu tiro.',
    },
    TH: {
      tag: 'ยิงปลา',
      title: 'ล่าปลาบอสตัวใหญ่',
      line: 'เล็ง ยิง และจับปลาที่มีมูลค่าสูงสุด 1,000 เท่าของกระสุน',
    },
    TY: {
      tag: 'Pangingisda',
      title: 'Hulihin ang boss na isda',
      line: 'Tumutok, bumaril at manghuli ng isdang hanggang 1,000× ang halaga.',
    },
    VI: {
      tag: 'Bắn cá',
      title: 'Săn cá boss khổng lồ',
      line: 'Ngắm, bắn và săn cá trị giá đến 1,000 lần viên đạn.',
    },
  },
  'pvp-cards': {
    EN: {
      tag: 'Card games',
      title: 'Play cards with real people',
      line: 'Poker and classic card games against players like you.',
    },
    CN: { tag: '棋牌', title: '与真人同桌对战', line: '扑克和经典棋牌游戏，与真实玩家一较高下。' },
    ID: {
      tag: 'Permainan kartu',
      title: 'Main kartu dengan orang asli',
      line: 'Poker dan permainan kartu klasik melawan pemain seperti Anda.',
    },
    PT: {
      tag: 'Jogos de cartas',
      title: 'Jogue cartas com pessoas reais',
      line: 'Póquer e jogos de cartas clássicos contra jogadores como você.',
    },
    TH: {
      tag: 'เกมไพ่',
      title: 'เล่นไพ่กับผู้เล่นจริง',
      line: 'โป๊กเกอร์และเกมไพ่คลาสสิก ประชันกับผู้เล่นตัวจริง',
    },
    TY: {
      tag: 'Baraha',
      title: 'Baraha kasama ang totoong tao',
      line: 'Poker at klasikong baraha laban sa totoong manlalaro.',
    },
    VI: {
      tag: 'Game bài',
      title: 'Đánh bài cùng người thật',
      line: 'Poker, tiến lên và nhiều game bài đối kháng người chơi thật.',
    },
  },
  'sports-match': {
    EN: {
      tag: 'Sports',
      title: 'Every match, every market',
      line: 'Football, basketball and tennis with live odds.',
    },
    CN: { tag: '体育', title: '每场比赛，每个盘口', line: '足球、篮球、网球，实时赔率。' },
    ID: {
      tag: 'Olahraga',
      title: 'Setiap laga, setiap pasar',
      line: 'Sepak bola, basket, dan tenis dengan odds langsung.',
    },
    PT: {
      tag: 'Desporto',
      title: 'Cada jogo, cada mercado',
      line: 'Futebol, basquetebol e ténis com odds ao vivo.',
    },
    TH: { tag: 'กีฬา', title: 'ทุกแมตช์ ทุกตลาด', line: 'ฟุตบอล บาสเกตบอล และเทนนิส พร้อมราคาสด' },
    TY: {
      tag: 'Sports',
      title: 'Bawat laban, bawat merkado',
      line: 'Football, basketball at tennis na may live na odds.',
    },
    VI: {
      tag: 'Thể thao',
      title: 'Mọi trận đấu, mọi kèo',
      line: 'Bóng đá, bóng rổ và quần vợt với tỷ lệ cược trực tiếp.',
    },
  },
  'esports-arena': {
    EN: {
      tag: 'Esports',
      title: 'Bet on the big tournaments',
      line: 'LoL, Dota 2, CS2 and Valorant, before and during the match.',
    },
    CN: { tag: '电竞', title: '押注顶级赛事', line: '英雄联盟、DOTA2、CS2、无畏契约，赛前与滚球投注。' },
    ID: {
      tag: 'Esports',
      title: 'Taruhan di turnamen besar',
      line: 'LoL, Dota 2, CS2, dan Valorant, sebelum dan selama laga.',
    },
    PT: {
      tag: 'Esports',
      title: 'Aposte nos grandes torneios',
      line: 'LoL, Dota 2, CS2 e Valorant, antes e durante o jogo.',
    },
    TH: {
      tag: 'อีสปอร์ต',
      title: 'เดิมพันทัวร์นาเมนต์ใหญ่',
      line: 'LoL, Dota 2, CS2 และ Valorant ทั้งก่อนและระหว่างแข่ง',
    },
    TY: {
      tag: 'Esports',
      title: 'Tumaya sa malalaking torneo',
      line: 'LoL, Dota 2, CS2 at Valorant, bago at habang naglalaro.',
    },
    VI: {
      tag: 'Thể thao điện tử',
      title: 'Cược các giải đấu lớn',
      line: 'LoL, Dota 2, CS2 và Valorant, trước và trong trận.',
    },
  },
  'download-app': {
    EN: {
      tag: 'App',
      title: 'Play anywhere with our app',
      line: 'Faster games, instant alerts and one-tap sign-in.',
    },
    CN: { tag: 'APP', title: '随时随地，畅玩APP', line: '游戏更快，通知即时，一键登录。' },
    ID: {
      tag: 'Aplikasi',
      title: 'Main di mana saja',
      line: 'Game lebih cepat, notifikasi instan, dan masuk sekali ketuk.',
    },
    PT: {
      tag: 'App',
      title: 'Jogue onde quiser com a app',
      line: 'Jogos mais rápidos, alertas instantâneos e entrada num toque.',
    },
    TH: {
      tag: 'แอป',
      title: 'เล่นได้ทุกที่ด้วยแอปของเรา',
      line: 'เกมเร็วขึ้น แจ้งเตือนทันที เข้าสู่ระบบในแตะเดียว',
    },
    TY: {
      tag: 'App',
      title: 'Maglaro kahit saan',
      line: 'Mas mabilis na laro, agarang abiso at sign-in sa isang tap.',
    },
    VI: {
      tag: 'Ứng dụng',
      title: 'Chơi mọi lúc với ứng dụng',
      line: 'Game nhanh hơn, thông báo tức thì, đăng nhập một chạm.',
    },
  },
  'promo-wheel': {
    EN: {
      tag: 'Lucky wheel',
      title: 'A free spin for every member',
      line: 'Claim yours among the promotions and see the prize at once.',
    },
    CN: { tag: '幸运转盘', title: '每位会员免费转一次', line: '在优惠活动中领取，奖品即时揭晓。' },
    ID: {
      tag: 'Roda keberuntungan',
      title: 'Satu putaran gratis per member',
      line: 'Klaim di antara promosi dan lihat hadiahnya seketika.',
    },
    PT: {
      tag: 'Roda da sorte',
      title: 'Um giro grátis para cada membro',
      line: 'Resgate-o nas promoções e veja o prémio na hora.',
    },
    TH: {
      tag: 'วงล้อนำโชค',
      title: 'หมุนฟรีสำหรับสมาชิกทุกคน',
      line: 'รับสิทธิ์ได้ในหน้าโปรโมชั่น รู้ผลรางวัลทันที',
    },
    TY: {
      tag: 'Lucky wheel',
      title: 'Libreng ikot sa bawat miyembro',
      line: 'I-claim sa mga promosyon at makita agad ang premyo.',
    },
    VI: {
      tag: 'Vòng quay may mắn',
      title: 'Một lượt quay miễn phí',
      line: 'Nhận lượt quay trong mục khuyến mãi, biết ngay phần thưởng.',
    },
  },
  'points-mall': {
    EN: {
      tag: 'Points mall',
      title: 'Turn your points into rewards',
      line: 'Every bet earns points: swap them for bonuses and gifts.',
    },
    CN: { tag: '积分商城', title: '积分兑换好礼', line: '每笔投注都赚积分，可兑换奖金和礼品。' },
    ID: {
      tag: 'Toko poin',
      title: 'Tukar poin Anda dengan hadiah',
      line: 'Setiap taruhan dapat poin: tukar dengan bonus dan hadiah.',
    },
    PT: {
      tag: 'Loja de pontos',
      title: 'Troque pontos por prémios',
      line: 'Cada aposta dá pontos: troque-os por bónus e presentes.',
    },
    TH: {
      tag: 'ร้านแลกแต้ม',
      title: 'เปลี่ยนแต้มเป็นของรางวัล',
      line: 'ทุกการเดิมพันได้แต้ม นำไปแลกโบนัสและของขวัญ',
    },
    TY: {
      tag: 'Points mall',
      title: 'Gawing premyo ang iyong puntos',
      line: 'May puntos ang bawat taya: ipalit ito sa bonus at regalo.',
    },
    VI: {
      tag: 'Đổi điểm',
      title: 'Đổi điểm lấy quà',
      line: 'Mỗi lần cược đều tích điểm, đổi lấy tiền thưởng và quà tặng.',
    },
  },
  'help-desk': {
    EN: {
      tag: 'Help centre',
      title: 'We are here to help',
      line: 'Answers to common questions, and our support chat for the rest.',
    },
    CN: { tag: '帮助中心', title: '我们随时为您服务', line: '常见问题一站解答，其他问题请联系在线客服。' },
    ID: {
      tag: 'Pusat bantuan',
      title: 'Kami siap membantu',
      line: 'Jawaban atas pertanyaan umum, dan chat bantuan untuk lainnya.',
    },
    PT: {
      tag: 'Centro de ajuda',
      title: 'Estamos aqui para ajudar',
      line: 'Respostas às perguntas frequentes e o chat de apoio para o resto.',
    },
    TH: {
      tag: 'ศูนย์ช่วยเหลือ',
      title: 'เราพร้อมช่วยเหลือคุณ',
      line: 'คำตอบสำหรับคำถามที่พบบ่อย และแชทฝ่ายบริการสำหรับเรื่องอื่น ๆ',
    },
    TY: {
      tag: 'Help center',
      title: 'Narito kami para tumulong',
      line: 'Mga sagot sa karaniwang tanong, at support chat para sa iba pa.',
    },
    VI: {
      tag: 'Trợ giúp',
      title: 'Chúng tôi luôn sẵn sàng hỗ trợ',
      line: 'Giải đáp câu hỏi thường gặp, và chat hỗ trợ cho mọi vấn đề khác.',
    },
  },
  'register-gifts': {
    EN: {
      tag: 'Join today',
      title: 'Your welcome gifts are waiting',
      line: 'Sign up in a minute and collect the new-player offers.',
    },
    CN: { tag: '立即注册', title: '新人礼包等你来领', line: '一分钟完成注册，领取新玩家专属优惠。' },
    ID: {
      tag: 'Daftar hari ini',
      title: 'Hadiah sambutan menanti Anda',
      line: 'Daftar dalam semenit dan ambil penawaran pemain baru.',
    },
    PT: {
      tag: 'Registe-se hoje',
      title: 'Os seus presentes esperam',
      line: 'Registe-se num minuto e receba as ofertas para novos jogadores.',
    },
    TH: {
      tag: 'สมัครวันนี้',
      title: 'ของขวัญต้อนรับรอคุณอยู่',
      line: 'สมัครภายในหนึ่งนาที แล้วรับข้อเสนอสำหรับผู้เล่นใหม่',
    },
    TY: {
      tag: 'Sumali ngayon',
      title: 'Naghihintay ang welcome gifts',
      line: 'Mag-sign up sa isang minuto at kunin ang mga alok sa baguhan.',
    },
    VI: {
      tag: 'Tham gia ngay',
      title: 'Quà chào mừng đang chờ bạn',
      line: 'Đăng ký trong một phút và nhận ưu đãi người chơi mới.',
    },
  },
  'inhouse-originals': {
    EN: {
      tag: 'Originals',
      title: 'Dice, crash, mines and more',
      line: 'Our own games: check every round with its fairness proof.',
    },
    CN: { tag: '自营游戏', title: '骰子、崩溃、扫雷等', line: '平台自营游戏，每一局都可验证公平性。' },
    ID: {
      tag: 'Orisinal',
      title: 'Dadu, crash, ranjau, dan lainnya',
      line: 'Game kami sendiri: periksa setiap ronde dengan bukti keadilannya.',
    },
    PT: {
      tag: 'Originais',
      title: 'Dados, crash, minas e mais',
      line: 'Os nossos jogos: confirme cada ronda com a sua prova de justiça.',
    },
    TH: {
      tag: 'เกมออริจินัล',
      title: 'ลูกเต๋า แครช ไมน์ และอีกมากมาย',
      line: 'เกมของเราเอง ตรวจสอบความยุติธรรมได้ทุกรอบ',
    },
    TY: {
      tag: 'Originals',
      title: 'Dice, crash, mines at iba pa',
      line: 'Sariling laro namin: suriin ang bawat round kung patas.',
    },
    VI: {
      tag: 'Game độc quyền',
      title: 'Xúc xắc, crash, dò mìn',
      line: 'Game của chúng tôi: kiểm chứng công bằng từng ván.',
    },
  },
};
