#ifndef COBSERVERKIT_H
#define COBSERVERKIT_H

/// Whether the calling thread is the process's main thread (1) or not (0).
///
/// Foundation's `Thread.isMainThread` on Linux records the main thread when CoreFoundation first loads, which
/// in a test runner can be a worker thread; the kernel's thread id answers reliably.
int observerkit_is_main_thread(void);

#if defined(__linux__)
// ThreadSanitizer's runtime, present only when it is linked in (an undefined weak reference is null otherwise).
void __tsan_acquire(void *address) __attribute__((weak));
#endif

/// Whether the process runs under ThreadSanitizer (Linux; always 0 elsewhere, where undefined weak references
/// need other linker settings). A value's delivery uses it to show ThreadSanitizer an order that Swift's
/// uninstrumented runtime already guarantees (see `HandlerList`).
static inline int observerkit_thread_sanitizer_is_active(void) {
#if defined(__linux__)
    return __tsan_acquire != 0;
#else
    return 0;
#endif
}

#endif
