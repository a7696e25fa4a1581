// libdbus, the reference D-Bus library (the desktop portal, status icons, AT-SPI).
#include <dbus/dbus.h>
