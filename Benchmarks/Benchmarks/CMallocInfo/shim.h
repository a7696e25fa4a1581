// glibc's malloc statistics (`mallinfo2`), for the memory benchmarks' heap bytes.
#include <malloc.h>
