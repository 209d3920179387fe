#ifndef COBSERVERKIT_H
#define COBSERVERKIT_H

/// Whether the calling thread is the process's main thread (1) or not (0).
///
/// Foundation's `Thread.isMainThread` on Linux records the main thread when CoreFoundation first loads, which
/// in a test runner can be a worker thread; the kernel's thread id answers reliably.
int observerkit_is_main_thread(void);

#endif
