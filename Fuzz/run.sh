#!/bin/sh
# Fuzzes the Interface Builder loader (parse, instantiate every scene and view, connect) with
# libFuzzer for SECONDS (default 300), seeded with the test fixtures and any SEED folders.
# Crashes are written to Fuzz/artifacts; add a hand-written reproduction to
# Tests/UIKitTests/InterfaceBuilder/InterfaceBuilderCheckTests.swift (fuzz regressions).
set -eu
cd "$(dirname "$0")/.."
seconds="${1:-300}"
[ $# -gt 0 ] && shift
swift build -c release --product ibfuzz --scratch-path .build/fuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld -Xswiftc -DIBFUZZ
mkdir -p .build/fuzz/corpus Fuzz/artifacts
SWIFT_BACKTRACE=enable=no .build/fuzz/release/ibfuzz -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=200000 -artifact_prefix=Fuzz/artifacts/ \
    .build/fuzz/corpus Tests/UIKitTests/InterfaceBuilder/Fixtures "$@"
