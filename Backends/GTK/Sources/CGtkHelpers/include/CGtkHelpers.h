#ifndef OBSERVERKIT_GTK_HELPERS_H
#define OBSERVERKIT_GTK_HELPERS_H

#include <gtk/gtk.h>
#include "OKGMainQueue.h"

#endif
