/// The system's types by the names Apple's `UTType` gives them.
extension UTType {
    /// `public.item`
    public static let item = UTType.system("public.item")
    /// `public.content`
    public static let content = UTType.system("public.content")
    /// `public.composite-content`
    public static let compositeContent = UTType.system("public.composite-content")
    /// `com.apple.disk-image`
    public static let diskImage = UTType.system("com.apple.disk-image")
    /// `public.data`
    public static let data = UTType.system("public.data")
    /// `public.directory`
    public static let directory = UTType.system("public.directory")
    /// `com.apple.resolvable`
    public static let resolvable = UTType.system("com.apple.resolvable")
    /// `public.symlink`
    public static let symbolicLink = UTType.system("public.symlink")
    /// `public.executable`
    public static let executable = UTType.system("public.executable")
    /// `com.apple.mount-point`
    public static let mountPoint = UTType.system("com.apple.mount-point")
    /// `com.apple.alias-file`
    public static let aliasFile = UTType.system("com.apple.alias-file")
    /// `public.url-bookmark-data`
    public static let urlBookmarkData = UTType.system("public.url-bookmark-data")
    /// `public.url`
    public static let url = UTType.system("public.url")
    /// `public.file-url`
    public static let fileURL = UTType.system("public.file-url")
    /// `public.text`
    public static let text = UTType.system("public.text")
    /// `public.plain-text`
    public static let plainText = UTType.system("public.plain-text")
    /// `public.utf8-plain-text`
    public static let utf8PlainText = UTType.system("public.utf8-plain-text")
    /// `public.utf16-external-plain-text`
    public static let utf16ExternalPlainText = UTType.system("public.utf16-external-plain-text")
    /// `public.utf16-plain-text`
    public static let utf16PlainText = UTType.system("public.utf16-plain-text")
    /// `public.delimited-values-text`
    public static let delimitedText = UTType.system("public.delimited-values-text")
    /// `public.comma-separated-values-text`
    public static let commaSeparatedText = UTType.system("public.comma-separated-values-text")
    /// `public.tab-separated-values-text`
    public static let tabSeparatedText = UTType.system("public.tab-separated-values-text")
    /// `public.utf8-tab-separated-values-text`
    public static let utf8TabSeparatedText = UTType.system("public.utf8-tab-separated-values-text")
    /// `public.rtf`
    public static let rtf = UTType.system("public.rtf")
    /// `public.html`
    public static let html = UTType.system("public.html")
    /// `public.xml`
    public static let xml = UTType.system("public.xml")
    /// `public.yaml`
    public static let yaml = UTType.system("public.yaml")
    /// `public.css`
    public static let css = UTType.system("public.css")
    /// `public.source-code`
    public static let sourceCode = UTType.system("public.source-code")
    /// `public.assembly-source`
    public static let assemblyLanguageSource = UTType.system("public.assembly-source")
    /// `public.c-source`
    public static let cSource = UTType.system("public.c-source")
    /// `public.objective-c-source`
    public static let objectiveCSource = UTType.system("public.objective-c-source")
    /// `public.swift-source`
    public static let swiftSource = UTType.system("public.swift-source")
    /// `public.c-plus-plus-source`
    public static let cPlusPlusSource = UTType.system("public.c-plus-plus-source")
    /// `public.objective-c-plus-plus-source`
    public static let objectiveCPlusPlusSource = UTType.system("public.objective-c-plus-plus-source")
    /// `public.c-header`
    public static let cHeader = UTType.system("public.c-header")
    /// `public.c-plus-plus-header`
    public static let cPlusPlusHeader = UTType.system("public.c-plus-plus-header")
    /// `public.make-source`
    public static let makefile = UTType.system("public.make-source")
    /// `public.script`
    public static let script = UTType.system("public.script")
    /// `com.apple.applescript.text`
    public static let appleScript = UTType.system("com.apple.applescript.text")
    /// `com.apple.applescript.script`
    public static let osaScript = UTType.system("com.apple.applescript.script")
    /// `com.apple.applescript.script-bundle`
    public static let osaScriptBundle = UTType.system("com.apple.applescript.script-bundle")
    /// `com.netscape.javascript-source`
    public static let javaScript = UTType.system("com.netscape.javascript-source")
    /// `public.shell-script`
    public static let shellScript = UTType.system("public.shell-script")
    /// `public.perl-script`
    public static let perlScript = UTType.system("public.perl-script")
    /// `public.python-script`
    public static let pythonScript = UTType.system("public.python-script")
    /// `public.ruby-script`
    public static let rubyScript = UTType.system("public.ruby-script")
    /// `public.php-script`
    public static let phpScript = UTType.system("public.php-script")
    /// `public.json`
    public static let json = UTType.system("public.json")
    /// `public.geojson`
    public static let geoJSON = UTType.system("public.geojson")
    /// `com.apple.property-list`
    public static let propertyList = UTType.system("com.apple.property-list")
    /// `com.apple.xml-property-list`
    public static let xmlPropertyList = UTType.system("com.apple.xml-property-list")
    /// `com.apple.binary-property-list`
    public static let binaryPropertyList = UTType.system("com.apple.binary-property-list")
    /// `com.adobe.pdf`
    public static let pdf = UTType.system("com.adobe.pdf")
    /// `com.apple.rtfd`
    public static let rtfd = UTType.system("com.apple.rtfd")
    /// `com.apple.flat-rtfd`
    public static let flatRTFD = UTType.system("com.apple.flat-rtfd")
    /// `com.apple.webarchive`
    public static let webArchive = UTType.system("com.apple.webarchive")
    /// `org.idpf.epub-container`
    public static let epub = UTType.system("org.idpf.epub-container")
    /// `public.image`
    public static let image = UTType.system("public.image")
    /// `public.jpeg`
    public static let jpeg = UTType.system("public.jpeg")
    /// `public.tiff`
    public static let tiff = UTType.system("public.tiff")
    /// `com.compuserve.gif`
    public static let gif = UTType.system("com.compuserve.gif")
    /// `public.png`
    public static let png = UTType.system("public.png")
    /// `com.apple.icns`
    public static let icns = UTType.system("com.apple.icns")
    /// `com.microsoft.bmp`
    public static let bmp = UTType.system("com.microsoft.bmp")
    /// `com.microsoft.ico`
    public static let ico = UTType.system("com.microsoft.ico")
    /// `public.camera-raw-image`
    public static let rawImage = UTType.system("public.camera-raw-image")
    /// `public.svg-image`
    public static let svg = UTType.system("public.svg-image")
    /// `com.apple.live-photo`
    public static let livePhoto = UTType.system("com.apple.live-photo")
    /// `public.heif-standard`
    public static let heif = UTType.system("public.heif-standard")
    /// `public.heic`
    public static let heic = UTType.system("public.heic")
    /// `org.webmproject.webp`
    public static let webP = UTType.system("org.webmproject.webp")
    /// `public.3d-content`
    public static let threeDContent = UTType.system("public.3d-content")
    /// `com.pixar.universal-scene-description`
    public static let usd = UTType.system("com.pixar.universal-scene-description")
    /// `com.pixar.universal-scene-description-mobile`
    public static let usdz = UTType.system("com.pixar.universal-scene-description-mobile")
    /// `com.apple.reality`
    public static let realityFile = UTType.system("com.apple.reality")
    /// `com.apple.scenekit.scene`
    public static let sceneKitScene = UTType.system("com.apple.scenekit.scene")
    /// `com.apple.arobject`
    public static let arReferenceObject = UTType.system("com.apple.arobject")
    /// `public.audiovisual-content`
    public static let audiovisualContent = UTType.system("public.audiovisual-content")
    /// `public.movie`
    public static let movie = UTType.system("public.movie")
    /// `public.video`
    public static let video = UTType.system("public.video")
    /// `public.audio`
    public static let audio = UTType.system("public.audio")
    /// `com.apple.quicktime-movie`
    public static let quickTimeMovie = UTType.system("com.apple.quicktime-movie")
    /// `public.mpeg`
    public static let mpeg = UTType.system("public.mpeg")
    /// `public.mpeg-2-video`
    public static let mpeg2Video = UTType.system("public.mpeg-2-video")
    /// `public.mpeg-2-transport-stream`
    public static let mpeg2TransportStream = UTType.system("public.mpeg-2-transport-stream")
    /// `public.mp3`
    public static let mp3 = UTType.system("public.mp3")
    /// `public.mpeg-4`
    public static let mpeg4Movie = UTType.system("public.mpeg-4")
    /// `public.mpeg-4-audio`
    public static let mpeg4Audio = UTType.system("public.mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-audio`
    public static let appleProtectedMPEG4Audio = UTType.system("com.apple.protected-mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-video`
    public static let appleProtectedMPEG4Video = UTType.system("com.apple.protected-mpeg-4-video")
    /// `public.avi`
    public static let avi = UTType.system("public.avi")
    /// `public.aiff-audio`
    public static let aiff = UTType.system("public.aiff-audio")
    /// `com.microsoft.waveform-audio`
    public static let wav = UTType.system("com.microsoft.waveform-audio")
    /// `public.midi-audio`
    public static let midi = UTType.system("public.midi-audio")
    /// `public.playlist`
    public static let playlist = UTType.system("public.playlist")
    /// `public.m3u-playlist`
    public static let m3uPlaylist = UTType.system("public.m3u-playlist")
    /// `public.folder`
    public static let folder = UTType.system("public.folder")
    /// `public.volume`
    public static let volume = UTType.system("public.volume")
    /// `com.apple.package`
    public static let package = UTType.system("com.apple.package")
    /// `com.apple.bundle`
    public static let bundle = UTType.system("com.apple.bundle")
    /// `com.apple.application`
    public static let application = UTType.system("com.apple.application")
    /// `com.apple.application-bundle`
    public static let applicationBundle = UTType.system("com.apple.application-bundle")
    /// `public.unix-executable`
    public static let unixExecutable = UTType.system("public.unix-executable")
    /// `com.microsoft.windows-executable`
    public static let exe = UTType.system("com.microsoft.windows-executable")
    /// `public.archive`
    public static let archive = UTType.system("public.archive")
    /// `org.gnu.gnu-zip-archive`
    public static let gzip = UTType.system("org.gnu.gnu-zip-archive")
    /// `public.bzip2-archive`
    public static let bz2 = UTType.system("public.bzip2-archive")
    /// `public.zip-archive`
    public static let zip = UTType.system("public.zip-archive")
    /// `com.apple.archive`
    public static let appleArchive = UTType.system("com.apple.archive")
    /// `public.tar-archive`
    public static let tarArchive = UTType.system("public.tar-archive")
    /// `public.spreadsheet`
    public static let spreadsheet = UTType.system("public.spreadsheet")
    /// `public.presentation`
    public static let presentation = UTType.system("public.presentation")
    /// `public.database`
    public static let database = UTType.system("public.database")
    /// `public.message`
    public static let message = UTType.system("public.message")
    /// `public.contact`
    public static let contact = UTType.system("public.contact")
    /// `public.vcard`
    public static let vCard = UTType.system("public.vcard")
    /// `public.to-do-item`
    public static let toDoItem = UTType.system("public.to-do-item")
    /// `public.calendar-event`
    public static let calendarEvent = UTType.system("public.calendar-event")
    /// `public.email-message`
    public static let emailMessage = UTType.system("public.email-message")
    /// `com.apple.internet-location`
    public static let internetLocation = UTType.system("com.apple.internet-location")
    /// `com.microsoft.internet-shortcut`
    public static let internetShortcut = UTType.system("com.microsoft.internet-shortcut")
    /// `public.font`
    public static let font = UTType.system("public.font")
    /// `com.apple.bookmark`
    public static let bookmark = UTType.system("com.apple.bookmark")
    /// `com.rsa.pkcs-12`
    public static let pkcs12 = UTType.system("com.rsa.pkcs-12")
    /// `public.x509-certificate`
    public static let x509Certificate = UTType.system("public.x509-certificate")
    /// `public.log`
    public static let log = UTType.system("public.log")
    /// `com.apple.ahap`
    public static let ahap = UTType.system("com.apple.ahap")
    /// `com.apple.linkpresentation.metadata`
    public static let linkPresentationMetadata = UTType.system("com.apple.linkpresentation.metadata")
}
