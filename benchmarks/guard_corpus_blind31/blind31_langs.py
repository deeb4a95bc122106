"""Per-language strings for the blind31 guard corpus, written by hand for this round (not machine translated).

One line per language, seven columns split on ``|``: the language code; the voicemail label ("voicemail PIN"), a
secret sentence with the PIN that opens the mailbox from any phone ({vmpin}), a twin sentence with the number to call
to hear the messages ({phone}); the door-keypad label ("door code"), a secret sentence with the building and the code
typed at its door or garage keypad ({addr}, {keycode}), a twin sentence with the building only ({addr}). Twins hold
no secret field. The languages are ones blind30 did not use; for some of them the sentences are a non-native
approximation.
"""

LANGS = """
es|PIN del buzón de voz|el PIN del buzón de voz es {vmpin}, con eso escuchas los mensajes desde cualquier teléfono|para escuchar los mensajes del buzón hay que llamar al {phone}|código del portal|el código del portal de {addr} es {keycode}, luego la puerta de la izquierda|el piso está en {addr}, tercera planta, timbre de la izquierda
pt|PIN do correio de voz|o PIN do correio de voz é {vmpin}, dá para ouvir as mensagens de qualquer telefone|para ouvir as mensagens do correio de voz liga-se para o {phone}|código do portão|o código do portão da garagem em {addr} é {keycode}, depois carrega no botão verde|a casa fica em {addr}, portão verde ao fundo da rua
fr|code de la messagerie vocale|le code de ma messagerie vocale c'est {vmpin}, tu peux écouter les messages depuis n'importe quel téléphone|pour écouter la messagerie il faut appeler le {phone}|digicode|le digicode du {addr} c'est {keycode}, ensuite la porte B au fond de la cour|l'appartement est au {addr}, bâtiment B, deuxième étage
de|Mailbox-PIN|die PIN für die Mailbox ist {vmpin}, damit kannst du die Nachrichten von jedem Telefon abhören|um die Mailbox abzuhören, ruft man die {phone} an|Türcode|der Code für die Haustür in der {addr} ist {keycode}, danach Aufzug in den vierten Stock|die Wohnung ist in der {addr}, Hinterhaus, vierter Stock
it|PIN della segreteria|il PIN della segreteria telefonica è {vmpin}, così senti i messaggi da qualsiasi telefono|per ascoltare la segreteria si chiama il {phone}|codice del cancello|il codice del cancello in {addr} è {keycode}, poi la scala C|la casa è in {addr}, scala C, citofono Rossi
nl|voicemail-pincode|de pincode van de voicemail is {vmpin}, daarmee luister je de berichten af vanaf elke telefoon|voor de voicemail bel je {phone}|deurcode|de code van de voordeur aan de {addr} is {keycode}, daarna de trap op|het appartement is aan de {addr}, tweede verdieping, bel van Dijk
ja|留守電の暗証番号|留守番電話の暗証番号は{vmpin}です、どの電話からでもメッセージを聞けます|留守番電話のメッセージは{phone}に電話して聞きます|オートロックの番号|{addr}のオートロックの暗証番号は{keycode}です、そのあとエレベーターで5階へ|部屋は{addr}の5階、エレベーターを出て右です
ko|음성사서함 비밀번호|음성사서함 비밀번호는 {vmpin}이야, 아무 전화로나 메시지 들을 수 있어|음성사서함 메시지는 {phone}로 전화해서 들어|공동현관 비밀번호|{addr} 공동현관 비밀번호는 {keycode}이고 엘리베이터 타고 7층|집은 {addr} 7층이고 엘리베이터 내려서 왼쪽
zh|语音信箱密码|语音信箱的密码是{vmpin}，用任何电话都能听留言|听语音信箱留言要拨打{phone}|门禁密码|{addr}的单元门禁密码是{keycode}，进去坐电梯到六楼|房子在{addr}，六楼，出电梯右转
hi|वॉइसमेल पिन|वॉइसमेल का पिन {vmpin} है, किसी भी फ़ोन से मैसेज सुन सकते हो|वॉइसमेल के मैसेज सुनने के लिए {phone} पर कॉल करना होता है|गेट का कोड|{addr} के गेट का कोड {keycode} है, फिर लिफ़्ट से चौथी मंज़िल|फ़्लैट {addr} में है, चौथी मंज़िल, लिफ़्ट के सामने
id|PIN kotak suara|PIN kotak suara saya {vmpin}, bisa dengar pesan dari telepon mana saja|untuk mendengar pesan kotak suara telepon ke {phone}|kode pintu|kode pintu gerbang di {addr} itu {keycode}, lalu naik ke lantai tiga|rumahnya di {addr}, pagar hitam, lantai tiga
ru|PIN голосовой почты|PIN от голосовой почты {vmpin}, с ним можно прослушать сообщения с любого телефона|чтобы прослушать голосовую почту, надо позвонить на {phone}|код домофона|код домофона в {addr} — {keycode}, потом на лифте на пятый этаж|квартира в {addr}, пятый этаж, налево от лифта
tr|sesli mesaj şifresi|sesli mesaj şifresi {vmpin}, her telefondan mesajları dinleyebilirsin|sesli mesajları dinlemek için {phone} aranıyor|kapı şifresi|{addr} bina kapısının şifresi {keycode}, sonra asansörle dördüncü kata|daire {addr} adresinde, dördüncü kat, sağdaki kapı
pl|PIN poczty głosowej|PIN do poczty głosowej to {vmpin}, można odsłuchać wiadomości z każdego telefonu|żeby odsłuchać pocztę głosową, dzwoni się pod {phone}|kod do bramy|kod do bramy na {addr} to {keycode}, potem klatka B|mieszkanie jest na {addr}, klatka B, trzecie piętro
sv|PIN-kod till röstbrevlådan|PIN-koden till röstbrevlådan är {vmpin}, då kan du lyssna på meddelanden från vilken telefon som helst|röstbrevlådan lyssnar man av genom att ringa {phone}|portkod|portkoden till {addr} är {keycode}, sedan trappan upp till andra våningen|lägenheten ligger på {addr}, andra våningen, dörren till höger
vi|mã PIN hộp thư thoại|mã PIN hộp thư thoại là {vmpin}, nghe tin nhắn từ máy nào cũng được|muốn nghe hộp thư thoại thì gọi {phone}|mã cửa|mã cửa cổng ở {addr} là {keycode}, rồi đi thang máy lên tầng sáu|nhà ở {addr}, tầng sáu, ra thang máy rẽ trái
"""
