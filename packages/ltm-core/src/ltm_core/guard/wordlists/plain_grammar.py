# ruff: noqa: E501
"""Closed classes for plain-word values in more languages (one line per language, on purpose).

Beside the twelve languages written out in :mod:`ltm_core.guard.plain`, these let a plain
word count as a value ("kata laluan saya ialah durian", "o kwdikos tou email einai
thalassa", "parola mea este ghiocel"). Per language: FUNCTION (determiners, pronouns,
prepositions, degree words, negation, conjunctions, question words), DESCRIPTOR (state
adjectives and participles that describe a password rather than hold it) and COPULAS that
are other words elsewhere (checked for that language only). ``romanised`` is the Latin
spelling of languages in other scripts (Greek, Russian, Chinese, Japanese, Hindi, Arabic).
"""

FUNCTION = """
ms: ini|itu|tidak|bukan|tiada|belum|sama|terlalu|sangat|amat|lebih|kurang|di|ke|dari|daripada|dengan|tanpa|untuk|pada|dalam|atas|bawah|sini|sana|mana|apa|siapa|yang|dan|atau|tetapi|kerana|mungkin|sekarang|juga|hanya|masih|selalu|saya|kamu|dia|mereka|kami|kita|sesuatu|semua
id: ini|itu|tidak|bukan|belum|sama|terlalu|sangat|lebih|kurang|di|ke|dari|dengan|tanpa|untuk|pada|dalam|atas|bawah|sini|sana|mana|apa|siapa|yang|dan|atau|tetapi|karena|mungkin|sekarang|juga|hanya|masih|selalu|saya|kamu|dia|mereka|kami|kita|sesuatu|semua|gak|nggak
tr: bir|bu|şu|o|hiç|değil|yok|asla|hiçbir|aynı|çok|fazla|daha|az|en|ile|için|gibi|kadar|burada|orada|nerede|ne|kim|hangi|ve|veya|ama|çünkü|belki|şimdi|de|da|sadece|hâlâ|hala|hep|her|bir şey
el: ο|η|το|οι|τα|ένας|μια|ένα|αυτός|αυτό|δεν|μη|ποτέ|τίποτα|κάτι|ίδιος|ίδιο|πολύ|πιο|λιγότερο|σε|στο|στη|με|χωρίς|από|για|εδώ|εκεί|πού|τι|ποιος|και|ή|αλλά|γιατί|ίσως|τώρα|επίσης|μόνο|ακόμα|πάντα
ro: un|o|niște|acest|această|acel|nu|niciodată|nimic|ceva|același|aceeași|prea|foarte|mai|în|pe|sub|cu|fără|de|din|la|pentru|aici|acolo|unde|ce|cine|și|sau|dar|pentru că|poate|acum|doar|încă|mereu|tot
cs: ten|ta|to|ty|nějaký|žádný|ne|není|nikdy|nic|něco|stejný|stejné|příliš|moc|velmi|víc|méně|v|ve|na|pod|za|s|se|bez|od|do|pro|u|tady|tam|kde|co|kdo|a|nebo|ale|protože|možná|teď|také|jen|pořád|vždy
sk: ten|tá|to|nejaký|žiadny|nie|nikdy|nič|niečo|rovnaký|príliš|veľmi|viac|menej|v|vo|na|pod|za|s|so|bez|od|do|pre|u|tu|tam|kde|čo|kto|a|alebo|ale|lebo|možno|teraz|tiež|len|stále|vždy
hu: a|az|egy|ez|nem|soha|semmi|valami|ugyanaz|túl|nagyon|több|kevesebb|alatt|mögött|nélkül|itt|ott|hol|mi|ki|és|vagy|de|mert|talán|most|is|csak|még|mindig
fi: se|tämä|tuo|ei|en|koskaan|mitään|jotain|sama|liian|hyvin|tosi|enemmän|vähemmän|ja|tai|mutta|koska|ehkä|nyt|myös|vain|vielä|aina|täällä|siellä|missä|mikä|kuka
uk: це|цей|ця|той|та|те|не|ні|ніколи|нічого|щось|такий|той самий|занадто|дуже|так|більше|менше|в|у|на|під|за|з|без|від|для|тут|там|де|що|хто|також|тільки|ще|завжди|і|й|або|але|бо|може|зараз
bg: това|този|тази|онзи|не|няма|никога|нищо|нещо|същият|същото|твърде|много|толкова|повече|по-малко|в|във|на|под|зад|с|със|без|от|за|до|тук|там|къде|какво|кой|също|само|още|винаги|и|или|но|защото|може|сега
hr: taj|ta|to|neki|nijedan|ne|nije|nikad|ništa|nešto|isti|isto|previše|vrlo|jako|više|manje|u|na|pod|za|s|sa|bez|od|do|kod|ovdje|tamo|gdje|što|šta|tko|ko|i|ili|ali|jer|možda|sada|sad|također|samo|još|uvijek|uvek
ca: un|una|el|la|els|les|aquest|aquesta|aquell|cap|no|mai|res|alguna|mateix|mateixa|massa|molt|tan|més|menys|a|en|sobre|sota|amb|sense|de|del|per|aquí|allà|on|què|qui|i|o|però|perquè|potser|ara|també|només|encara|sempre
vi: một|này|đó|kia|không|chưa|chẳng|gì|cái|giống|quá|rất|hơn|ở|trong|trên|dưới|với|từ|cho|đây|đâu|ai|và|hoặc|nhưng|vì|có thể|bây giờ|cũng|chỉ|vẫn|luôn
tl: ang|ng|mga|ito|iyan|iyon|hindi|wala|walang|pareho|masyado|napaka|mas|sa|kay|para|dito|doon|saan|ano|sino|at|o|pero|kasi|baka|ngayon|rin|din|lang|pa|palagi
sw: hii|huu|ile|hiyo|si|sio|hapana|kamwe|kitu|sawa|sana|zaidi|kwa|katika|na|bila|kutoka|hapa|pale|wapi|nini|nani|au|lakini|kwa sababu|labda|sasa|pia|tu|bado|kila
romanised: ti|pou|den|kai|alla|shenme|bu|mei|nani|nai|kya|kyaa|nahi|nahin|kuch|shu|eh|mish|mesh|mafeesh|kak|chto|net|ne|eto|ochen
"""

DESCRIPTOR = """
ms: pendek|panjang|lemah|kuat|salah|betul|lama|baru|mudah|susah|selamat|rahsia|peribadi|rawak|sementara|kosong|baik|buruk|tamat|berbeza|dikongsi|dilupakan|hilang|tanya|lihat|semak
id: pendek|panjang|lemah|kuat|salah|benar|lama|baru|mudah|susah|sulit|aman|rahasia|pribadi|acak|sementara|kosong|baik|buruk|kedaluwarsa|kadaluarsa|berbeda|dibagikan|dilupakan|hilang|tanya|lihat|cek
tr: kısa|uzun|zayıf|güçlü|yanlış|doğru|eski|yeni|basit|kolay|zor|güvenli|gizli|kişisel|rastgele|geçici|boş|iyi|kötü|süresi|dolmuş|farklı|paylaşılan|unuttum|kayıp|sor|bak
el: σύντομος|μακρύς|αδύναμος|ισχυρός|λάθος|σωστός|παλιός|καινούργιος|νέος|απλός|δύσκολος|ασφαλής|μυστικός|προσωπικός|προσωρινός|άδειος|καλός|κακός|ληγμένος|διαφορετικός|κοινός|ξεχασμένος|χαμένος|ρώτα|δες
ro: scurtă|scurt|lungă|lung|slabă|puternică|greșită|corectă|veche|nouă|simplă|complicată|dificilă|sigură|secretă|personală|aleatorie|temporară|goală|bună|rea|expirată|diferită|comună|uitată|pierdută|întreabă|vezi
cs: krátké|dlouhé|slabé|silné|špatné|správné|staré|nové|jednoduché|složité|těžké|bezpečné|tajné|osobní|náhodné|dočasné|prázdné|dobré|vypršelo|jiné|sdílené|zapomenuté|ztracené|zeptej|viz
sk: krátke|dlhé|slabé|silné|zlé|správne|staré|nové|jednoduché|zložité|ťažké|bezpečné|tajné|osobné|náhodné|dočasné|prázdne|dobré|vypršalo|iné|zdieľané|zabudnuté|stratené|spýtaj|pozri
hu: rövid|hosszú|gyenge|erős|rossz|helyes|régi|új|egyszerű|bonyolult|nehéz|biztonságos|titkos|személyes|véletlen|ideiglenes|üres|jó|lejárt|más|közös|elfelejtett|elveszett|kérdezd|nézd
fi: lyhyt|pitkä|heikko|vahva|väärä|oikea|vanha|uusi|yksinkertainen|vaikea|turvallinen|salainen|henkilökohtainen|satunnainen|väliaikainen|tyhjä|hyvä|huono|vanhentunut|eri|jaettu|unohtunut|kadonnut|kysy|katso
uk: короткий|довгий|слабкий|сильний|надійний|неправильний|старий|новий|простий|складний|безпечний|секретний|особистий|випадковий|тимчасовий|порожній|хороший|поганий|прострочений|інший|спільний|забутий|втрачений|спитай|дивись
bg: кратка|дълга|слаба|силна|грешна|правилна|стара|нова|проста|сложна|трудна|сигурна|тайна|лична|случайна|временна|празна|добра|лоша|изтекла|различна|обща|забравена|загубена|питай|виж
hr: kratka|duga|slaba|jaka|pogrešna|ispravna|stara|nova|jednostavna|složena|teška|sigurna|tajna|osobna|nasumična|privremena|prazna|dobra|loša|istekla|drugačija|zajednička|zaboravljena|izgubljena|pitaj|vidi
ca: curta|llarga|feble|forta|incorrecta|correcta|vella|nova|senzilla|complicada|difícil|segura|secreta|personal|aleatòria|temporal|buida|bona|dolenta|caducada|diferent|compartida|oblidada|perduda|pregunta|mira
vi: ngắn|dài|yếu|mạnh|sai|đúng|cũ|mới|đơn giản|khó|an toàn|bí mật|riêng|ngẫu nhiên|tạm thời|trống|tốt|xấu|hết hạn|khác|chung|quên|mất|hỏi|xem
tl: maikli|mahaba|mahina|malakas|mali|tama|luma|bago|simple|mahirap|ligtas|lihim|personal|pansamantala|walang laman|maganda|pangit|expired|iba|nakalimutan|nawala|tanungin|tingnan
sw: fupi|ndefu|refu|dhaifu|imara|kali|mbaya|sahihi|zamani|mpya|rahisi|ngumu|salama|siri|binafsi|muda|tupu|nzuri|imeisha|tofauti|pamoja|nimesahau|imepotea|uliza|angalia
romanised: adynamos|palios|kainourgios|lathos|duanle|guoqi|furui|atarashii|purana|naya|galat|adim|gdid|staryy|novyy
"""

COPULAS = """
ms: ialah|adalah
id: ialah|adalah
el: είναι|ήταν
ro: este|e|era
cs: je|bylo
sk: je|bolo
fi: on|oli
uk: це|є
bg: е|беше
hr: je|bila
ca: és|era
vi: là
tl: ay
sw: ni
romanised: einai|ine|shi|wa|desu|hai|heya|hiya|eto
"""
