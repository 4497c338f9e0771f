// Blend2D on the ../shared/bench stroke workload with its pipeline compiler held to a chosen
// instruction set, so our SSE2-baseline build can be set beside Blend2D at the same width.
//
// The frame is the one bench/peers.py draws (a 1024² canvas cleared to white, every path stroked
// on its own, 8 units wide, round caps and joins, opaque #1f5fd0, the 256-unit box at scale 1 or
// 4); the timing is the thread's CPU time per frame, median over the timed frames after three
// warm-up frames. Built and run by bench/blend2d-isa.sh, which says where the headers come from.
//
//   blend2d-isa PATHS SCALE MODE [FRAMES] [PNG]
//   MODE: default (what the machine has), avx2, sse4 (SSE4.2 and below), sse2, or nojit
//   (Blend2D's portable C++ pipelines)
#include <blend2d.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

static double threadMilliseconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// One path per line: M x y, then C with any number of point triples (a command letter may be
// written against its first number, as the workload does).
static bool readPaths(const char* file, std::vector<BLPath>& paths) {
  std::ifstream in(file);
  if (!in) return false;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string word;
    BLPath path;
    char command = 0;
    std::vector<double> numbers;
    auto finish = [&] {
      if (command == 'M' && numbers.size() >= 2) path.moveTo(numbers[0], numbers[1]);
      if (command == 'C')
        for (size_t i = 0; i + 5 < numbers.size(); i += 6)
          path.cubicTo(numbers[i], numbers[i + 1], numbers[i + 2], numbers[i + 3], numbers[i + 4], numbers[i + 5]);
      numbers.clear();
    };
    while (words >> word) {
      if (word[0] == 'M' || word[0] == 'C') {
        finish();
        command = word[0];
        word.erase(0, 1);
        if (word.empty()) continue;
      }
      numbers.push_back(std::atof(word.c_str()));
    }
    finish();
    if (!path.empty()) paths.push_back(path);
  }
  return true;
}

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: blend2d-isa PATHS SCALE default|avx2|sse4|sse2|nojit [FRAMES] [PNG]\n");
    return 2;
  }
  std::vector<BLPath> paths;
  if (!readPaths(argv[1], paths)) {
    std::fprintf(stderr, "blend2d-isa: cannot read %s\n", argv[1]);
    return 1;
  }
  const double scale = std::atof(argv[2]);
  const std::string mode = argv[3];
  const int frames = argc > 4 ? std::max(1, std::atoi(argv[4])) : 40;

  BLContextCreateInfo info {};
  if (mode == "nojit") {
    info.flags = BL_CONTEXT_CREATE_FLAG_DISABLE_JIT;
  } else if (mode != "default") {
    uint32_t features = BL_RUNTIME_CPU_FEATURE_X86_SSE2;
    if (mode == "sse4" || mode == "avx2")
      features |= BL_RUNTIME_CPU_FEATURE_X86_SSE3 | BL_RUNTIME_CPU_FEATURE_X86_SSSE3 |
                  BL_RUNTIME_CPU_FEATURE_X86_SSE4_1 | BL_RUNTIME_CPU_FEATURE_X86_SSE4_2;
    if (mode == "avx2") features |= BL_RUNTIME_CPU_FEATURE_X86_AVX | BL_RUNTIME_CPU_FEATURE_X86_AVX2;
    if (mode != "sse2" && mode != "sse4" && mode != "avx2") {
      std::fprintf(stderr, "blend2d-isa: unknown mode %s\n", mode.c_str());
      return 2;
    }
    // An isolated compiler, so the pipelines are compiled for these features and not taken from
    // the ones the shared runtime compiled for the machine's own.
    info.flags = BL_CONTEXT_CREATE_FLAG_OVERRIDE_CPU_FEATURES | BL_CONTEXT_CREATE_FLAG_ISOLATED_JIT_RUNTIME;
    info.cpuFeatures = features;
  }

  BLImage image(1024, 1024, BL_FORMAT_PRGB32);
  BLContext context;
  if (context.begin(image, info) != BL_SUCCESS) {
    std::fprintf(stderr, "blend2d-isa: the context could not be created\n");
    return 1;
  }
  std::vector<double> times;
  for (int i = 0; i < frames + 3; i++) {
    const double start = threadMilliseconds();
    context.setCompOp(BL_COMP_OP_SRC_COPY);
    context.fillAll(BLRgba32(0xFFFFFFFFu));
    context.setCompOp(BL_COMP_OP_SRC_OVER);
    context.save();
    context.scale(scale);
    context.setStrokeWidth(8.0);
    context.setStrokeCaps(BL_STROKE_CAP_ROUND);
    context.setStrokeJoin(BL_STROKE_JOIN_ROUND);
    for (const BLPath& path : paths) context.strokePath(path, BLRgba32(0xFF1F5FD0u));
    context.restore();
    context.flush(BL_CONTEXT_FLUSH_SYNC);
    if (i >= 3) times.push_back(threadMilliseconds() - start);
  }
  std::sort(times.begin(), times.end());
  std::printf("%s %.3f\n", mode.c_str(), times[times.size() / 2]);
  context.end();
  if (argc > 5 && image.writeToFile(argv[5]) != BL_SUCCESS) {
    std::fprintf(stderr, "blend2d-isa: cannot write %s\n", argv[5]);
    return 1;
  }
  return 0;
}
