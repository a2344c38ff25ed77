// libFuzzer's entry for programs with their own main (in libclang_rt.fuzzer, linked by
// -sanitize=fuzzer). Only IBFuzz's fuzzing build (-DIBFUZZ) calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
