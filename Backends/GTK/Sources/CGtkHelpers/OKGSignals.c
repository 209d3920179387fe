#include "OKGSignals.h"
#include "OKGClosure.h"

static void okg_object_trampoline(gpointer instance, gpointer object, gpointer data) {
    (void)instance;
    okg_closure *closure = data;
    ((okg_object_callback)closure->callback)(closure->context, object);
}

static void okg_string_trampoline(gpointer instance, const char *value, gpointer data) {
    (void)instance;
    okg_closure *closure = data;
    ((okg_string_callback)closure->callback)(closure->context, value);
}

gulong okg_connect_object(gpointer instance, const char *signal, okg_object_callback callback, void *context,
                          okg_signal_release release) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(okg_object_trampoline),
                                 okg_closure_new(callback, context, release), okg_closure_free, 0);
}

gulong okg_connect_string(gpointer instance, const char *signal, okg_string_callback callback, void *context,
                          okg_signal_release release) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(okg_string_trampoline),
                                 okg_closure_new(callback, context, release), okg_closure_free, 0);
}
