#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for FUZZ_SECONDS (see fuzz/README.md).
#
#   fuzz/run.sh SECONDS [TARGET...]     TARGET: path-data svg css key-script options gpa export-svg
#                                       export-template export-gpa (default: all)
#
# The build goes to .build/fuzz, apart from the normal build, with -sanitize=fuzzer,address and
# -DFUZZING on this command line only. New corpus entries, crash inputs and logs go to
# FUZZ_WORK (default .build/fuzz/work), never into the repository's seed corpora. Ends non-zero
# when any target crashed, after running the others.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: fuzz/run.sh SECONDS [TARGET...]}
shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(path-data svg css key-script options gpa export-svg export-template export-gpa)
SWIFT=${SWIFT:-swift}
build=.build/fuzz
work=${FUZZ_WORK:-$build/work}

product() {
    case $1 in
        path-data) echo FuzzPathData ;; svg) echo FuzzSVG ;; css) echo FuzzCSS ;;
        key-script) echo FuzzKeyScript ;; options) echo FuzzOptions ;; gpa) echo FuzzGPA ;;
        export-svg) echo FuzzExportSVG ;; export-template) echo FuzzExportTemplate ;; export-gpa) echo FuzzExportGPA ;;
        *) echo "unknown fuzz target '$1'; expected path-data, svg, css, key-script, options, gpa, export-svg," \
                "export-template or export-gpa" >&2; exit 2 ;;
    esac
}

# The writers' targets read the readers' formats, with their dictionaries; a template is a
# large file, so its inputs may be longer.
dictionary() {
    case $1 in export-svg|export-template) echo svg ;; export-gpa) echo gpa ;; *) echo "$1" ;; esac
}
max_len() {
    case $1 in export-template) echo 65536 ;; *) echo 16384 ;; esac
}

for t in "${targets[@]}"; do
    p=$(product "$t") || exit 2
    # One --sanitize for SwiftPM (two would keep only one) and both sanitizers for swiftc; dead
    # stripping would drop the coverage counters.
    "$SWIFT" build -c release --build-path "$build" --product "$p" --sanitize=fuzzer \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --disable-dead-strip || exit 1
done

bin=$("$SWIFT" build -c release --build-path "$build" --show-bin-path)
mkdir -p "$work"
failed=()
summary=()
for t in "${targets[@]}"; do
    p=$(product "$t")
    mkdir -p "$work/corpus/$t" "$work/crashes"
    log="$work/$t.log"
    echo "== $t: $seconds s (log: $log)"
    # The scratch corpus comes first: libFuzzer adds new inputs to the first folder only. Past
    # crash inputs (fuzz/regressions) join the seeds.
    regressions=()
    [ -d "fuzz/regressions/$t" ] && regressions=("fuzz/regressions/$t")
    # Leak detection is off: FoundationXML leaks the CFString of every libxml2 error it reports
    # (_CFErrorCreateFromXMLInterface), which would stop the SVG targets on their first bad file,
    # or at exit (ASan's own check, hence ASAN_OPTIONS too).
    ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$bin/$p" "$work/corpus/$t" "fuzz/corpus/$t" "${regressions[@]}" -dict="fuzz/$(dictionary "$t").dict" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$(max_len "$t")" -detect_leaks=0 \
        -artifact_prefix="$work/crashes/$t-" -print_final_stats=1 >"$log" 2>&1
    status=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    rate=$(sed -n "s/^stat::average_exec_per_sec: *//p" "$log")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    if [ $status -ne 0 ]; then
        failed+=("$t")
        summary+=("$t: CRASH after ${execs:-?} runs (exit $status); input in $work/crashes/, see $log")
        grep -m1 -A12 'ERROR: \|Fatal error\|deadly signal\|timeout' "$log" | head -14
    else
        summary+=("$t: clean for $seconds s, ${execs:-?} runs, about $rate exec/s, $cov")
    fi
done
echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
[ ${#failed[@]} -eq 0 ] || { echo "crashed: ${failed[*]}"; exit 1; }
