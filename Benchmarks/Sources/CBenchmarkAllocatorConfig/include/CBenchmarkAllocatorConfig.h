#ifndef C_BENCHMARK_ALLOCATOR_CONFIG_H
#define C_BENCHMARK_ALLOCATOR_CONFIG_H

/// The jemalloc options compiled into every benchmark executable (see allocator_config.c).
/// Read by jemalloc once, at its first allocation; MALLOC_CONF in the environment still
/// overrides any option it names.
extern const char *malloc_conf;

#endif
