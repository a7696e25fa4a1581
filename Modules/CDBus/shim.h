// libdbus, the reference D-Bus library (the desktop portal, status icons, AT-SPI): the part
// of its C API Tint calls, declared here rather than by including <dbus/dbus.h>, whose headers
// live under /usr/include/dbus-1.0 and an architecture folder, which a module importing
// TintUI would otherwise need on its include path. libdbus's API and ABI have been stable
// since 1.0. The two structures the caller allocates are declared larger than libdbus's own,
// never smaller; of them, only DBusError's first two fields are read.
#ifndef TINT_CDBUS_SHIM_H
#define TINT_CDBUS_SHIM_H

typedef unsigned int dbus_uint32_t;
typedef dbus_uint32_t dbus_bool_t;
typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;

typedef struct DBusError {
    const char *name;
    const char *message;
    unsigned int dummy;
    void *padding1;
    void *reserved[4];
} DBusError;

typedef struct DBusMessageIter {
    void *reserved[16];
} DBusMessageIter;

#define DBUS_MESSAGE_TYPE_INVALID 0
#define DBUS_MESSAGE_TYPE_METHOD_CALL 1
#define DBUS_MESSAGE_TYPE_METHOD_RETURN 2
#define DBUS_MESSAGE_TYPE_ERROR 3
#define DBUS_MESSAGE_TYPE_SIGNAL 4
#define DBUS_NAME_FLAG_DO_NOT_QUEUE 0x4
#define DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER 1
#define DBUS_REQUEST_NAME_REPLY_ALREADY_OWNER 4

dbus_bool_t dbus_threads_init_default(void);
void dbus_free(void *memory);

void dbus_error_init(DBusError *error);
void dbus_error_free(DBusError *error);
dbus_bool_t dbus_error_is_set(const DBusError *error);

DBusConnection *dbus_connection_open_private(const char *address, DBusError *error);
void dbus_connection_set_exit_on_disconnect(DBusConnection *connection, dbus_bool_t exit_on_disconnect);
void dbus_connection_close(DBusConnection *connection);
void dbus_connection_unref(DBusConnection *connection);
dbus_bool_t dbus_connection_get_is_connected(DBusConnection *connection);
DBusMessage *dbus_connection_send_with_reply_and_block(DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error);
dbus_bool_t dbus_connection_send(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial);
void dbus_connection_flush(DBusConnection *connection);
dbus_bool_t dbus_connection_read_write(DBusConnection *connection, int timeout_milliseconds);
DBusMessage *dbus_connection_pop_message(DBusConnection *connection);
dbus_bool_t dbus_connection_get_unix_fd(DBusConnection *connection, int *fd);

dbus_bool_t dbus_bus_register(DBusConnection *connection, DBusError *error);
const char *dbus_bus_get_unique_name(DBusConnection *connection);
int dbus_bus_request_name(DBusConnection *connection, const char *name, unsigned int flags, DBusError *error);
void dbus_bus_add_match(DBusConnection *connection, const char *rule, DBusError *error);
void dbus_bus_remove_match(DBusConnection *connection, const char *rule, DBusError *error);

DBusMessage *dbus_message_new_method_call(const char *bus_name, const char *path, const char *iface, const char *method);
DBusMessage *dbus_message_new_method_return(DBusMessage *method_call);
DBusMessage *dbus_message_new_signal(const char *path, const char *iface, const char *name);
DBusMessage *dbus_message_new_error(DBusMessage *reply_to, const char *error_name, const char *error_message);
void dbus_message_unref(DBusMessage *message);
int dbus_message_get_type(DBusMessage *message);
const char *dbus_message_get_path(DBusMessage *message);
const char *dbus_message_get_interface(DBusMessage *message);
const char *dbus_message_get_member(DBusMessage *message);
const char *dbus_message_get_sender(DBusMessage *message);
const char *dbus_message_get_error_name(DBusMessage *message);
dbus_uint32_t dbus_message_get_serial(DBusMessage *message);
dbus_uint32_t dbus_message_get_reply_serial(DBusMessage *message);
void dbus_message_set_no_reply(DBusMessage *message, dbus_bool_t no_reply);
dbus_bool_t dbus_message_get_no_reply(DBusMessage *message);

dbus_bool_t dbus_message_iter_init(DBusMessage *message, DBusMessageIter *iter);
int dbus_message_iter_get_arg_type(DBusMessageIter *iter);
dbus_bool_t dbus_message_iter_next(DBusMessageIter *iter);
void dbus_message_iter_get_basic(DBusMessageIter *iter, void *value);
char *dbus_message_iter_get_signature(DBusMessageIter *iter);
void dbus_message_iter_recurse(DBusMessageIter *iter, DBusMessageIter *sub);
void dbus_message_iter_init_append(DBusMessage *message, DBusMessageIter *iter);
dbus_bool_t dbus_message_iter_append_basic(DBusMessageIter *iter, int type, const void *value);
dbus_bool_t dbus_message_iter_open_container(DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub);
void dbus_message_iter_abandon_container(DBusMessageIter *iter, DBusMessageIter *sub);
dbus_bool_t dbus_message_iter_close_container(DBusMessageIter *iter, DBusMessageIter *sub);

#endif
