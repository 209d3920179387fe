#include "OKGSignals.h"

typedef struct {
    void *callback;
    void *context;
    okg_signal_release release;
} okg_signal_closure;

static okg_signal_closure *okg_signal_closure_new(void *callback, void *context, okg_signal_release release) {
    okg_signal_closure *closure = g_new(okg_signal_closure, 1);
    closure->callback = callback;
    closure->context = context;
    closure->release = release;
    return closure;
}

static void okg_signal_closure_free(gpointer data, GClosure *unused) {
    (void)unused;
    okg_signal_closure *closure = data;
    if (closure->release) closure->release(closure->context);
    g_free(closure);
}

static void okg_object_trampoline(gpointer instance, gpointer object, gpointer data) {
    (void)instance;
    okg_signal_closure *closure = data;
    ((okg_object_callback)closure->callback)(closure->context, object);
}

static void okg_string_trampoline(gpointer instance, const char *value, gpointer data) {
    (void)instance;
    okg_signal_closure *closure = data;
    ((okg_string_callback)closure->callback)(closure->context, value);
}

gulong okg_connect_object(gpointer instance, const char *signal, okg_object_callback callback, void *context,
                          okg_signal_release release) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(okg_object_trampoline),
                                 okg_signal_closure_new(callback, context, release), okg_signal_closure_free, 0);
}

gulong okg_connect_string(gpointer instance, const char *signal, okg_string_callback callback, void *context,
                          okg_signal_release release) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(okg_string_trampoline),
                                 okg_signal_closure_new(callback, context, release), okg_signal_closure_free, 0);
}
