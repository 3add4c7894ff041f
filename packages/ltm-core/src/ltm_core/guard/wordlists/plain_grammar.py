# ruff: noqa: E501
"""Closed classes for plain-word values in more languages (one line per language, on purpose).

Per language, these let a plain word count as a value (29 languages: the first twelve
since round 2, the rest since round 4) ("kata laluan saya ialah durian", "o kwdikos tou email einai
thalassa", "parola mea este ghiocel"). Per language: FUNCTION (determiners, pronouns,
prepositions, degree words, negation, conjunctions, question words), DESCRIPTOR (state
adjectives and participles that describe a password rather than hold it) and COPULAS that
are other words elsewhere (checked for that language only). ``romanised`` is the Latin
spelling of languages in other scripts (Greek, Russian, Chinese, Japanese, Hindi, Arabic).
"""

FUNCTION = """
en: a|an|the|this|that|these|those|some|any|no|not|never|none|nothing|something|anything|everything|same|usual|other|another|such|like|unlike|too|very|so|quite|really|pretty|rather|extremely|super|way|far|much|more|most|less|least|enough|kinda|sorta|in|on|at|under|behind|inside|with|without|from|by|for|of|to|into|onto|near|beside|somewhere|here|there|where|what|which|who|whatever|it|mine|yours|ours|theirs|his|hers|one|also|only|just|still|and|or|but|because|although|since|until|unless|probably|maybe|perhaps|definitely|basically|literally|actually|usually|always|sometimes|often|now|currently|easy|hard
de: ein|eine|einen|einem|einer|der|die|das|dem|den|des|dieser|diese|dieses|kein|keine|nicht|nie|niemals|nichts|etwas|irgendwas|gleich|gleiche|dasselbe|derselbe|dieselbe|selbe|zu|sehr|so|ziemlich|echt|wirklich|viel|mehr|genug|in|im|auf|unter|hinter|mit|ohne|von|vom|bei|beim|für|aus|an|am|irgendwo|hier|da|dort|wo|was|welches|es|meins|deins|auch|nur|noch|immer|und|oder|aber|weil|schon|wohl|vielleicht|eigentlich|jetzt|leicht|schwer
fr: un|une|le|la|les|l'|ce|cet|cette|ces|aucun|aucune|pas|ne|jamais|rien|quelque|même|pareil|trop|très|si|assez|vraiment|plutôt|plus|moins|dans|sur|sous|derrière|avec|sans|de|du|des|par|pour|à|au|chez|quelque|ici|là|où|quoi|que|qui|ça|cela|le mien|aussi|seulement|encore|toujours|et|ou|mais|car|parce|peut-être|maintenant|facile|difficile
es: un|una|unos|unas|el|la|los|las|lo|este|esta|ese|esa|aquel|ningún|ninguna|no|nunca|nada|algo|mismo|misma|igual|demasiado|muy|tan|bastante|realmente|más|menos|en|sobre|bajo|detrás|con|sin|de|del|por|para|a|al|aquí|allí|donde|qué|que|quien|eso|mía|mío|también|solo|sólo|todavía|aún|siempre|y|o|pero|porque|quizás|ahora|fácil|difícil
it: un|uno|una|il|lo|la|i|gli|le|l'|questo|questa|quello|quella|nessun|nessuna|non|mai|niente|nulla|qualcosa|stesso|stessa|uguale|troppo|molto|così|abbastanza|davvero|più|meno|in|nel|nella|su|sul|sotto|dietro|con|senza|di|del|della|da|per|a|al|qui|qua|lì|là|dove|cosa|che|chi|mia|mio|anche|solo|ancora|sempre|e|o|ma|perché|forse|ora|adesso|facile|difficile
pt: um|uma|o|a|os|as|este|esta|esse|essa|aquele|nenhum|nenhuma|não|nunca|nada|algo|mesmo|mesma|igual|demais|muito|tão|bastante|realmente|mais|menos|em|no|na|sobre|sob|atrás|com|sem|de|do|da|por|para|ao|aqui|ali|lá|onde|que|quem|isso|minha|meu|também|só|ainda|sempre|e|ou|mas|porque|talvez|agora|fácil|difícil
nl: een|de|het|deze|dit|die|dat|geen|niet|nooit|niets|iets|zelfde|hetzelfde|te|heel|erg|zo|best|echt|meer|minder|in|op|onder|achter|met|zonder|van|door|voor|bij|naar|hier|daar|waar|wat|wie|ook|alleen|nog|altijd|en|of|maar|omdat|misschien|nu|makkelijk|moeilijk
sv: en|ett|den|det|de|denna|detta|ingen|inget|inte|aldrig|ingenting|något|samma|för|mycket|så|ganska|verkligen|mer|mindre|i|på|under|bakom|med|utan|av|från|till|hos|här|där|var|vad|vem|också|bara|fortfarande|alltid|och|eller|men|eftersom|kanske|nu|lätt|svårt
da: en|et|den|det|de|denne|dette|ingen|ikke|aldrig|intet|noget|samme|for|meget|så|ret|virkelig|mere|mindre|i|på|under|bag|med|uden|af|fra|til|hos|her|der|hvor|hvad|hvem|også|kun|stadig|altid|og|eller|men|fordi|måske|nu|let|svær
no: en|ei|et|den|det|de|denne|dette|ingen|ikke|aldri|ingenting|noe|samme|for|veldig|så|ganske|virkelig|mer|mindre|i|på|under|bak|med|uten|av|fra|til|hos|her|der|hvor|hva|hvem|også|bare|fortsatt|alltid|og|eller|men|fordi|kanskje|nå|lett|vanskelig
pl: ten|ta|to|te|ci|jakiś|jakieś|żaden|żadne|nie|nigdy|nic|coś|taki|takie|samo|same|zbyt|za|bardzo|tak|dość|naprawdę|więcej|mniej|w|we|na|pod|za|z|ze|bez|od|do|dla|przy|tu|tutaj|tam|gdzie|co|kto|też|także|tylko|nadal|wciąż|zawsze|i|lub|albo|ale|bo|może|teraz|łatwe|trudne
ru: это|этот|эта|тот|та|то|такой|такое|никакой|не|нет|никогда|ничего|что-то|тот же|то же|тоже|слишком|очень|так|довольно|правда|больше|меньше|в|во|на|под|за|с|со|без|от|из|для|у|при|здесь|там|где|что|кто|также|только|ещё|все|всё|всегда|и|или|но|потому|может|сейчас|легкий|сложный
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
en: short|long|weak|strong|wrong|right|incorrect|invalid|valid|old|new|simple|complex|complicated|difficult|secure|insecure|safe|unsafe|secret|private|personal|unique|random|temporary|default|blank|empty|fine|ok|okay|good|bad|great|terrible|awful|horrible|obvious|predictable|memorable|unforgettable|mandatory|required|optional|due|overdue|compromised|sensitive|case-sensitive|different|identical|similar|unchanged|useless|pointless|ridiculous|stupid|dumb|silly|embarrassing|funny|cute|clever|boring|lame|basic|generic|common|standard|unknown|missing|gone|wrong|fake|real|public|shared|written|hidden|forgotten|stolen|given|taken|chosen|broken|known|shown|seen|frozen|gotten|beaten|sent|kept|set|reset|lost|made|stuck|ask|see|check|call|contact|try|look|find|get|change|use|enter|type|click|email|text|message|open|visit|go|read|accepted|rejected|saved|stored|working|masked|encrypted|locked|unlocked|synced|cached|shared|visible|enabled|disabled|accepted
de: kurz|lang|schwach|stark|falsch|richtig|ungültig|gültig|alt|neu|einfach|komplex|kompliziert|schwierig|sicher|unsicher|geheim|privat|persönlich|zufällig|temporär|leer|gut|schlecht|okay|ok|offensichtlich|vorhersehbar|erforderlich|abgelaufen|kompromittiert|anders|identisch|ähnlich|öffentlich|gemeinsam|bekannt|unbekannt|weg|vergessen|frag|fragen|siehe|schau|prüfe|ruf|nimm|benutze|lies
fr: court|courte|long|longue|faible|fort|forte|faux|fausse|incorrect|incorrecte|invalide|valide|vieux|vieil|vieille|ancien|ancienne|nouveau|nouvel|nouvelle|simple|complexe|compliqué|sûr|sûre|sécurisé|secret|secrète|privé|personnel|aléatoire|temporaire|vide|bon|bonne|mauvais|mauvaise|évident|obligatoire|expiré|expirée|différent|différente|identique|public|partagé|partagée|connu|inconnu|oublié|perdu|demande|demandez|voir|vois|regarde|appelle|utilise|lis
es: corta|corto|larga|largo|débil|fuerte|incorrecta|incorrecto|inválida|válida|vieja|viejo|antigua|nueva|nuevo|simple|sencilla|compleja|complicada|difícil|segura|seguro|insegura|secreta|privada|personal|aleatoria|temporal|vacía|buena|mala|obvia|obligatoria|caducada|expirada|diferente|distinta|idéntica|pública|compartida|conocida|desconocida|olvidada|perdida|pregunta|pregúntale|mira|ver|llama|usa|lee
it: corta|corto|lunga|lungo|debole|forte|sbagliata|errata|incorretta|non valida|valida|vecchia|nuova|semplice|complessa|complicata|difficile|sicura|insicura|segreta|privata|personale|casuale|temporanea|vuota|buona|cattiva|ovvia|obbligatoria|scaduta|diversa|identica|pubblica|condivisa|nota|sconosciuta|dimenticata|persa|chiedi|vedi|guarda|chiama|usa|leggi
pt: curta|curto|longa|longo|fraca|forte|errada|incorreta|inválida|válida|velha|antiga|nova|simples|complexa|complicada|difícil|segura|insegura|secreta|privada|pessoal|aleatória|temporária|vazia|boa|má|óbvia|obrigatória|expirada|vencida|diferente|idêntica|pública|compartilhada|conhecida|desconhecida|esquecida|perdida|pergunte|pergunta|veja|olha|ligue|use|leia
nl: kort|lang|zwak|sterk|fout|verkeerd|ongeldig|geldig|oud|nieuw|simpel|eenvoudig|complex|ingewikkeld|moeilijk|veilig|onveilig|geheim|privé|persoonlijk|willekeurig|tijdelijk|leeg|goed|slecht|duidelijk|verplicht|verlopen|anders|identiek|openbaar|gedeeld|bekend|onbekend|vergeten|kwijt|vraag|zie|kijk|bel|gebruik|lees
sv: kort|långt|lång|svagt|svag|starkt|fel|felaktigt|ogiltigt|giltigt|gammalt|nytt|enkelt|komplext|krångligt|säkert|osäkert|hemligt|privat|personligt|slumpmässigt|tillfälligt|tomt|bra|dåligt|obligatoriskt|utgånget|annorlunda|offentligt|delat|känt|okänt|glömt|borta|fråga|se|titta|ring|använd|läs
da: kort|lang|svag|svagt|stærk|stærkt|forkert|ugyldig|gyldig|gammel|gammelt|ny|nyt|simpel|enkel|kompleks|kompliceret|sikker|sikkert|usikker|hemmelig|privat|personlig|tilfældig|midlertidig|tom|tomt|god|godt|dårlig|obligatorisk|udløbet|anderledes|offentlig|delt|kendt|ukendt|glemt|væk|spørg|se|kig|ring|brug|læs
no: kort|langt|lang|svakt|svak|sterkt|sterk|feil|ugyldig|gyldig|gammelt|gammel|nytt|ny|enkelt|komplekst|komplisert|sikkert|usikkert|hemmelig|privat|personlig|tilfeldig|midlertidig|tomt|bra|dårlig|obligatorisk|utløpt|annerledes|offentlig|delt|kjent|ukjent|glemt|borte|spør|se|sjekk|ring|bruk|les
pl: krótkie|krótki|długie|długi|słabe|słaby|silne|mocne|złe|błędne|nieprawidłowe|prawidłowe|stare|nowe|proste|skomplikowane|trudne|bezpieczne|tajne|prywatne|osobiste|losowe|tymczasowe|puste|dobre|oczywiste|wymagane|wygasłe|inne|publiczne|wspólne|znane|nieznane|zapomniane|zgubione|zapytaj|zobacz|sprawdź|zadzwoń|użyj|przeczytaj
ru: короткий|короткое|длинный|длинное|слабый|слабое|сильный|надёжный|надежный|неправильный|неверный|старый|новый|простой|сложный|безопасный|секретный|личный|случайный|временный|пустой|хороший|плохой|обязательный|истёк|истек|другой|одинаковый|общий|известный|неизвестный|забыт|потерян|спроси|смотри|посмотри|позвони|используй|прочитай
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

# Verbs of choosing before a value-first statement ("use X as the password"), every language.
CHOOSE_VERBS = """
    use uses used using set sets chose choose chosen chooses picked pick picks made make
    makes typed type enter entered put have had got keep kept went
    benutze benutzt benutzte nutze nutzt verwende verwendet nimm nehme genommen habe hab
    wähle wählte gewählt setze gesetzt
    utilise utilisé utilisez utilisons mets mis choisi choisis prends pris garde
    uso usa usé utilizo elegí elijo puse pongo tengo
    usa uso ho scelto scelgo metto messo
    uso usa usei escolhi coloquei tenho
    gebruik gebruikte koos kies nam
    använder använde valde tar
    bruger brugte valgte
    bruker brukte valgte
"""


# Sets the plain-value walk reads (moved here from plain.py to keep that module short).
# Participles and adjectives by their regular endings, per language.
DESCRIPTOR_ENDINGS: dict[str, tuple[str, ...]] = {
    "en": ("ed", "ing", "ly", "able", "ible", "ous", "ful", "less", "ive"),
    "de": ("lich", "ig", "bar", "los", "iert", "isch"),
    "fr": ("é", "ée", "és", "ées", "ible", "able", "eux", "euse", "ment"),
    "es": ("ado", "ada", "ido", "ida", "ible", "able", "mente"),
    "it": ("ato", "ata", "ito", "ita", "uto", "uta", "ibile", "abile", "mente"),
    "pt": ("ado", "ada", "ido", "ida", "ível", "ável", "mente"),
    "nl": ("lijk", "ig", "baar", "loos", "eerd"),
    "sv": ("lig", "ligt", "bar", "bart", "lös", "löst"),
    "da": ("lig", "ligt", "bar", "bart", "løs", "løst"),
    "no": ("lig", "ligt", "bar", "bart", "løs", "løst"),
}
COPULA_WORDS = frozenset(
    "is was are ist war lautet est était es era è é är er on jest je este это является είναι "
    ": ： — – - -> => = is: was:".split()
)
ADVERBS_OK = frozenset(
    "now currently still actually simply literally officially jetzt nun aktuell derzeit "
    "maintenant actuellement ahora actualmente ora adesso agora nu nå nyt teraz сейчас".split()
)
CLAUSE_END = frozenset(
    "and but so because since although while though und aber weil denn et mais car parce "
    "y pero porque e ma perché ou mas en maar omdat och men eftersom og fordi ja mutta i ale "
    "followed then plus "  # "the word espresso followed by 98"
    "bo и но".split()
)
LINKS = frozenset("as for als comme pour como para come per voor som jako ca как".split())
DETERMINERS = frozenset(
    """
    the my our your his her their its this that new admin
    das der die den mein meine meinen unser unsere dein deine als
    le la les l' mon ma mes notre votre ton ta
    el la los las mi mis nuestro nuestra tu su
    il lo la mia mio nostra nostro tua sua
    o a os as minha meu nossa nosso tua sua
    het de mijn ons onze
    mitt min vårt mit vores
    """.split()
)
NUMERALS = frozenset(
    "two three four five six seven eight nine ten eleven twelve fifteen twenty zwei drei vier "
    "fünf sechs acht zehn deux trois quatre cinq huit dix dos tres cuatro cinco seis ocho diez "
    "due tre quattro cinque sei otto dieci duas três quatro oito dez twee drie vijf zes".split()
)
