# ruff: noqa: E501
"""Credential words and disclosure grammar of the Latin-script languages.

(Lines run past 100 columns on purpose: one line per language.)
"""

PASSWORD = """
en: password|passwd|passphrase|pass phrase|passcode|pw|pwd|p/w|wifi password|login password|pass word|wifi key|wi-fi key|wlan key|wpa key|wpa2 key|network key|network security key|secret word|memorable word|code word|codeword|safe word|security answer|secret answer|security question|secret question|master password|master key phrase
de: passwort|kennwort|passphrase|zugangspasswort|losungswort|wlan-passwort|wlan-schlüssel|wlan schlüssel|netzwerkschlüssel|geheimwort|codewort|sicherheitsantwort|sicherheitsfrage|geheimfrage
lb: passwuert|codewuert
fr: mot de passe|mdp|phrase secrète|phrase de passe|mot secret|mot de code|réponse secrète|question secrète|question de sécurité
es: contraseña|clave de acceso|frase de contraseña|contrasena|palabra secreta|respuesta secreta|pregunta secreta|pregunta de seguridad
ca: contrasenya|paraula de pas|paraula clau|clau d'accés
gl: contrasinal|chave de acceso|contrasinal de acceso
eu: pasahitza|pasahitz|pasahitzak|sarbide-gakoa
it: parola d'ordine|parola chiave|parola segreta|risposta segreta|domanda segreta|domanda di sicurezza
pt: senha|palavra-passe|palavra passe|frase secreta|palavra secreta|resposta secreta|pergunta secreta|pergunta de segurança
nl: wachtwoord|wachtzin|geheim woord|codewoord|geheime vraag|beveiligingsvraag
af: wagwoord|wagwoorde|wagfrase
sv: lösenord|lösenfras
da: adgangskode|kodeord
no: passord
is: lykilorð|aðgangsorð|lykilorðið|lykilorðinu
fi: salasana|tunnuslause
et: parool|salasõna|pääsusõna|parooli
lv: parole|paroli|paroles
lt: slaptažodis|slaptažodį|slaptažodžio|slaptažodžiai
pl: hasło|hasla|hasła|haslo
cs: heslo|hesla
sk: heslo
sl: geslo|gesla|geslom
hr: lozinka|lozinku|lozinke|zaporka|zaporku|šifra|šifru
tr: şifre|parola|sifre|şifrem
az: parol|şifrə|parolum|şifrəm
uz: parol|maxfiy so'z|parolim
tk: açar söz|parol
ro: parolă|parola
hu: jelszó|jelszav|jelszo
sq: fjalëkalimi|fjalëkalim|fjalëkalimin|fjalëkalimit
mt: password|il-password|kelma sigrieta|kelma tas-sigriet
cy: cyfrinair|nghyfrinair|gyfrinair|chyfrinair|cyfrinair cudd
ga: pasfhocal|phasfhocal|bpasfhocal|focal faire
gd: facal-faire|fhacal-faire
id: kata sandi|sandi|kata kunci
ms: kata laluan|katalaluan|kata rahsia
jv: tembung sandhi|tembung sandi
tl: password|kontrasenya|pasword|passwerd
ceb: password|kontrasenya
vi: mật khẩu|mat khau|mật mã
sw: nenosiri|neno la siri|neno siri|nywila
ha: kalmar sirri|kalmar wucewa
yo: ọ̀rọ̀ aṣínà|ọ̀rọ̀ ìgbaniwọlé|oro asina|oro igbaniwole
ig: okwuntughe|paswọọdụ
zu: iphasiwedi|iphasiwezi|igama-mfihlo|i-password|iphasiwedi yami
xh: iphaswedi|igama lokugqitha
so: erayga sirta|ereyga sirta|furaha sirta
om: jecha icciitii|jecha darbii
ht: modpas|mo de pas
mg: tenimiafina
rw: ijambo ry'ibanga
ku: şîfre|şifre|borînpeyv
romanised: pasuwaado|pasuwaado|pasuwādo|kwdikos|kwdikos prosvasis|kodikos prosvasis|amho|paasvard|sifresi|şifresi|şifreniz|parolası|parolam|katasandi|parol'|parolʹ|mima|pasuwado|pasuwādo|bimilbeonho|kalimat al-sir|kalimat el ser|kelmet el ser|kalimat al-murur|ramz-e obur|ramz obur|sisma|kodikos|rahat phan|paaswaard
"""
# Words that also mean "key", "pass" or "code": a value after them must look like a password.
PASSWORD_SHAPED = """
en: pass|wifi code|wi-fi code|wlan code
fr: code wifi|code du wifi|code wi-fi|code de la box
de: wlan-code|wlan code|wifi-code
es: clave|la clave|código del wifi|código wifi
it: codice wifi|codice del wifi
pt: código do wifi|código wifi
ca: clau
pt: chave
gl: chave
fa: رمز
"""
PIN = """
en: pin|pin code|puk|puk code|puk number|lockbox code|lock box code|locker code|padlock code|keypad|garage door code|building code|intercom code|screen time passcode|screen time pin|atm pin|card pin|sim pin|pin number|cvv|cvv2|cvc|cvc2|security code|door code|gate code|alarm code|entry code|keypad code|access code|unlock code|lock code|safe code|garage code|combination
de: pin|geheimzahl|türcode|zugangscode|sicherheitscode|kartenprüfnummer|prüfnummer|code für die tür|torcode|alarmcode|code der alarmanlage|entsperrcode|entsperr-pin|entsperrpin
fr: code pin|code secret|code d'accès|code de la porte|digicode|cryptogramme|code de sécurité|code confidentiel|code de carte|code carte|code de l'alarme|code d'alarme|code du portail|code de l'immeuble|code de l'interphone|code de déverrouillage|code de déblocage
es: pin|código de acceso|código de la puerta|código de seguridad|clave del cajero|código de la alarma|código del portal|código del portón|código de desbloqueo|pin de desbloqueo
ca: codi pin|codi d'accés|codi de la porta|codi de seguretat|codi de l'alarma
gl: código pin|código de acceso|código da porta
eu: pin kodea|pin-kodea|sarbide-kodea|sarbide kodea|atearen kodea
it: pin|codice di accesso|codice della porta|codice di sicurezza|codice segreto|codice dell'allarme|codice del cancello|codice di sblocco|codice sblocco|pin di sblocco
pt: pin|código de acesso|código da porta|código de segurança|código do alarme|código do portão|código de desbloqueio|pin de desbloqueio
nl: pincode|toegangscode|deurcode|beveiligingscode|code van de deur|alarmcode|ontgrendelcode|ontgrendelingscode
af: pinkode|pin-kode|toegangskode|deurkode|alarmkode
sv: pinkod|portkod|portkoden|koden till garaget|koden till larmet|koden till boxen|koden till skåpet|koden till låset|koden till huset|koden till lägenheten|koden till förrådet|koden till källaren|koden till cykellåset|koden till hänglåset|koden till nyckelboxen|koden till kassaskåpet|koden till porten|koden till dörren|koden till grinden|larmkoden|dörrkoden|åtkomstkod|säkerhetskod|koden till dörren|larmkod|larmkoden|upplåsningskod
da: pinkode|dørkode|dørkoden|adgangskode|koden til døren|koden til porten|koden til garasjen|koden til garagen|koden til garasjeporten|koden til alarmen|koden til boksen|koden til skapet|koden til safen|koden til nøkkelboksen|koden til postkassen|koden til sykkellåsen|koden til låsen|koden til hengelåsen|koden til kodelåsen|koden til inngangen|koden til oppgangen|koden til bygningen|koden til huset|koden til leiligheden|koden til leiligheten|koden til hytta|koden til boden|koden til kælderen|koden til kjelleren|koden til skabet
no: pinkode|dørkode|dørkoden|tilgangskode|koden til døra|koden til døren|koden til porten|koden til garasjen|koden til garagen|koden til garasjeporten|koden til alarmen|koden til boksen|koden til skapet|koden til safen|koden til nøkkelboksen|koden til postkassen|koden til sykkellåsen|koden til låsen|koden til hengelåsen|koden til kodelåsen|koden til inngangen|koden til oppgangen|koden til bygningen|koden til huset|koden til leiligheden|koden til leiligheten|koden til hytta|koden til boden|koden til kælderen|koden til kjelleren|koden til skabet
is: pin-númer|pin númer|pinnúmer|aðgangskóði|hurðarkóði
fi: pin-koodi|tunnusluku|ovikoodi|oven koodi|pääsykoodi|hälytyskoodi
et: pin-kood|pin kood|pääsukood|uksekood
lv: pin kods|pin-kods|piekļuves kods|durvju kods
lt: pin kodas|pin-kodas|prieigos kodas|durų kodas
pl: kod pin|pin|kod dostępu|kod do drzwi|kod odblokowania|kod odblokowujący
cs: pin|přístupový kód|kód ke dveřím
sl: pin koda|pin-koda|dostopna koda|koda za vrata
hr: pin kod|pin-kod|pristupni kod|kod za vrata|kod od vrata
tr: pin|erişim kodu|kapı kodu|güvenlik kodu
az: pin kod|pin-kod|giriş kodu
ro: cod pin|cod de acces
hu: pin-kód|pin kód|belépőkód
sq: kodi pin|kodi i hyrjes|kodi i derës
mt: kodiċi pin|kodici pin|numru pin
cy: cod pin|rhif pin|cod drws
ga: uimhir pin|cód pin|cód rochtana|cód an dorais
id: pin|pin atm|pin atm-ku|pin atm ku|kode akses|kode pintu|nomor pin
ms: nombor pin|kod pin|kod akses|kod pintu
tl: pin|pin code
vi: mã pin|mã truy cập|mã cửa
sw: namba ya siri|nambari ya siri|pin
ha: lambar sirri|lambar pin
yo: nọmba aṣiri|nomba asiri
zu: iphinikhodi|inombolo yephinikhodi
"""
RECOVERY = """
en: recovery code|recovery codes|backup code|backup codes|2fa code|2fa codes|one-time code|emergency code|emergency codes|scratch code|scratch codes|2fa recovery|mfa recovery|recovery key|recovery keys
de: wiederherstellungscode|wiederherstellungscodes|backup-code|backup-codes|notfallcode|notfallcodes
fr: code de récupération|codes de récupération|codes de secours|code de secours
es: código de recuperación|códigos de recuperación|códigos de respaldo|código de respaldo
ca: codi de recuperació|codis de recuperació|codis de seguretat
it: codice di recupero|codici di recupero|codici di backup
pt: código de recuperação|códigos de recuperação|códigos de backup
nl: herstelcode|herstelcodes|back-upcodes
sv: återställningskod|återställningskoder|reservkoder
da: gendannelseskode|gendannelseskoder
no: gjenopprettingskode|gjenopprettingskoder
fi: palautuskoodi|palautuskoodit|varakoodit
pl: kod odzyskiwania|kody odzyskiwania|kody zapasowe
cs: kód pro obnovení|kódy pro obnovení|záložní kódy
hr: kodovi za oporavak|rezervni kodovi
tr: kurtarma kodu|kurtarma kodları|yedek kodlar
id: kode pemulihan|kode cadangan
vi: mã khôi phục|mã dự phòng
ro: cod de recuperare|coduri de recuperare|coduri de rezervă
hu: helyreállítási kód|helyreállítási kódok|tartalékkódok
ms: kod pemulihan|kod sandaran
sk: kód na obnovenie|záložné kódy
"""
TOKEN = """
en: api key|api token|access token|secret key|access key|auth token|private key|client secret|token|secret token|bot token|app password|secret|credential|credentials
de: api-schlüssel|zugangstoken|geheimer schlüssel|api-key
fr: clé api|clé secrète|jeton d'accès|jeton
es: clave api|clave secreta|token de acceso
ca: clau api|clau secreta|testimoni d'accés
it: chiave api|chiave segreta
pt: chave api|chave secreta|chave de api
nl: api-sleutel|geheime sleutel
af: api-sleutel|geheime sleutel
pl: klucz api|tajny klucz
hr: api ključ|tajni ključ
tr: api anahtarı|gizli anahtar
id: kunci api|token akses
vi: khóa api|khóa bí mật
sw: ufunguo wa api|ufunguo wa siri
"""
# Closed-class words between the credential word and its value: possessives, articles,
# clitics, demonstratives and "now".
GRAMMAR = """
en: it it's its the my our your this that now currently still just here's here set to as will would should also actually new old current default again simply literally exactly
de: ist war lautet sind mein meine meines unser unsere das der die dein deine jetzt nun ja
fr: est était c'est mon ma mes notre le la les l' votre ton ta maintenant
es: es era son mi mis nuestro nuestra el la su tu ahora
ca: és era la el meva meu nostra nostre teva seva ara
gl: é era o a meu miña nosa noso agora
eu: nire gure da zen hau orain
it: è e' era mia mio la il lo sua tuo ora
pt: é era minha meu a o sua seu agora
nl: is was mijn ons onze het de je nu
af: is was my ons die nou
sv: är var mitt min vårt nu
da: er var mit min mitt vores nå
no: er var mitt min vårt nå
is: er var mitt minn mín okkar núna
fi: on oli minun meidän nyt
et: on oli minu mu meie nüüd
lv: ir bija mana mans mūsu tagad
lt: yra buvo mano mūsų dabar
pl: to jest było była moje mój moja nasze teraz
cs: je bylo byla moje můj moje naše teď
sl: je bilo moje moj naše zdaj
hr: je bila bilo moja moj moje naša naš sad sada
tr: benim bizim şu
az: mənim bizim budur
uz: mening bizning bu
ro: este e era meu mea nostru
hu: a az
sq: është eshte ishte im ime yni jonë tani
mt: tiegħi tagħna huwa hija hu hi
cy: fy ein yw ydy oedd yn
ga: mo ár is é ná
id: adalah ialah saya ku kami kita
ms: saya ialah adalah kami
jv: kula aku yaiku iku
tl: ang ko namin natin ay ng mo ito aking
ceb: nako ang kay
vi: là của tôi chúng
sw: langu yangu letu yetu ni ilikuwa
ha: ta na ce ne shine itace tawa nawa
yo: mi ni jẹ́ je
ig: bụ
zu: yami lami wami ngu yi
xh: yam lam ngu yi
so: waa kayga
ht: mwen se
mg: ny ko dia
rw: ryanjye ni
ku: min e
"""
# Copulas: after one of these a value may follow straight away.
COPULAS = """
en: is was are became becomes
de: ist war lautet
fr: est était c'est
es: es era
ca: és era
gl: é
it: è
pt: é
nl: is
af: is
sv: är
da: er
no: er
is: er
fi: on
et: on
lv: ir
lt: yra
cs: je
hr: je
ro: este
sq: është eshte
mt: huwa hija
cy: yw ydy
id: adalah ialah
ms: ialah adalah
tl: ay
vi: là
sw: ni
ha: shine itace ne ce
yo: ni jẹ́
zu: ngu yi
"""
