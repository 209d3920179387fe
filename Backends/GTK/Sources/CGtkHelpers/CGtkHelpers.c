#include "CGtkHelpers.h"
#include "OKGClosure.h"

okg_closure *okg_closure_new(void *callback, void *context, void (*release)(void *context)) {
    okg_closure *closure = g_new(okg_closure, 1);
    closure->callback = callback;
    closure->context = context;
    closure->release = release;
    return closure;
}

void okg_closure_free(gpointer data, GClosure *unused) {
    (void)unused;
    okg_closure *closure = data;
    if (closure->release) closure->release(closure->context);
    g_free(closure);
}

static void okg_void_trampoline(gpointer instance, gpointer data) {
    (void)instance;
    okg_closure *closure = data;
    ((okg_void_callback)closure->callback)(closure->context);
}

static void okg_notify_trampoline(gpointer instance, GParamSpec *spec, gpointer data) {
    (void)instance;
    (void)spec;
    okg_closure *closure = data;
    ((okg_void_callback)closure->callback)(closure->context);
}

gulong okg_connect_void(gpointer instance, const char *signal, okg_void_callback callback, void *context,
                        okg_release release) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(okg_void_trampoline),
                                 okg_closure_new(callback, context, release), okg_closure_free, 0);
}

gulong okg_connect_notify(gpointer instance, const char *signal, okg_void_callback callback, void *context,
                          okg_release release) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(okg_notify_trampoline),
                                 okg_closure_new(callback, context, release), okg_closure_free, 0);
}

static gboolean okg_event_trampoline(gpointer instance, GdkEvent *event, gpointer data) {
    (void)instance;
    okg_closure *closure = data;
    return ((okg_event_callback)closure->callback)(closure->context, event);
}

gulong okg_connect_event(gpointer instance, okg_event_callback callback, void *context, okg_release release) {
    return g_signal_connect_data(instance, "event", G_CALLBACK(okg_event_trampoline),
                                 okg_closure_new(callback, context, release), okg_closure_free, 0);
}

static void okg_int_trampoline(gpointer instance, int value, gpointer data) {
    (void)instance;
    okg_closure *closure = data;
    ((okg_int_callback)closure->callback)(closure->context, value);
}

gulong okg_connect_int(gpointer instance, const char *signal, okg_int_callback callback, void *context,
                       okg_release release) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(okg_int_trampoline),
                                 okg_closure_new(callback, context, release), okg_closure_free, 0);
}

gboolean okg_save_widget_png(GtkWidget *widget, const char *path) {
    GtkNative *native = gtk_widget_get_native(widget);
    if (native == NULL) return FALSE;
    GskRenderer *renderer = gtk_native_get_renderer(native);
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    if (renderer == NULL || width <= 0 || height <= 0) return FALSE;
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, snapshot, width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    gboolean saved = FALSE;
    if (node != NULL) {
        graphene_rect_t viewport = GRAPHENE_RECT_INIT(0, 0, width, height);
        GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &viewport);
        saved = gdk_texture_save_to_png(texture, path);
        g_object_unref(texture);
        gsk_render_node_unref(node);
    }
    g_object_unref(paintable);
    return saved;
}
