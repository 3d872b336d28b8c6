// AlgoREval+ driver (generated). Its headers come first, before any macro the model defines
// (`#define int long long` would break them); the model's program follows with its main renamed to
// algoreval_model_main, so it never runs; then the driver. Every name of the driver is prefixed or
// inside algoreval_drv, and pairs are read with std::get, because models often define short macros
// (V, N, F, S, int).
#include <array>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <complex>
#include <cstring>
#include <exception>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>
// @@ the model's program @@

namespace algoreval_drv {

static std::string input;
static std::size_t position = 0;
static std::string marker = "?";

inline std::string token() {
    while (position < input.size() && std::isspace(static_cast<unsigned char>(input[position]))) {
        ++position;
    }
    std::size_t start = position;
    while (position < input.size() && !std::isspace(static_cast<unsigned char>(input[position]))) {
        ++position;
    }
    return input.substr(start, position - start);
}

inline long long count() { return std::strtoll(token().c_str(), nullptr, 10); }

// Readers: one overload per rendered parameter type; templates are declared first so that they
// find each other whatever the nesting.
template <class ArT, std::enable_if_t<std::is_integral_v<ArT> && !std::is_same_v<ArT, bool>, int> = 0>
void read(ArT& v) {
    v = static_cast<ArT>(count());
}
inline void read(double& v) { v = std::strtod(token().c_str(), nullptr); }
inline void read(bool& v) { v = token() == "1"; }
inline void read(std::string& v);
template <class ArT> void read(std::vector<ArT>& v);
template <class ArA, class ArB> void read(std::pair<ArA, ArB>& v);
template <class ArT, std::size_t ArN> void read(std::array<ArT, ArN>& v);
template <class... ArT> void read(std::tuple<ArT...>& v);
template <class ArT> void read(std::optional<ArT>& v);
template <class ArK, class ArV> void read(std::map<ArK, ArV>& v);

inline void read(std::string& v) {
    while (position < input.size() && std::isspace(static_cast<unsigned char>(input[position]))) {
        ++position;
    }
    std::size_t colon = input.find(':', position);
    std::size_t length = std::strtoull(input.substr(position, colon - position).c_str(), nullptr, 10);
    v = input.substr(colon + 1, length);
    position = colon + 1 + length;
}

template <class ArT> void read(std::vector<ArT>& v) {
    long long n = count();
    v.clear();
    v.reserve(static_cast<std::size_t>(n));
    for (long long i = 0; i < n; ++i) {
        ArT element{};
        read(element);
        v.push_back(std::move(element));
    }
}

template <class ArA, class ArB> void read(std::pair<ArA, ArB>& v) {
    read(std::get<0>(v));
    read(std::get<1>(v));
}

// The functions a fn(double) -> double argument names (dataset class RealFunctions), written as every
// driver writes them.
inline double fnSquare(double x) { return x * x; }
inline double fnCube(double x) { return x * x * x; }
inline double fnQuartic(double x) { return x * x * x * x - 2 * x + 1; }
inline double fnSin(double x) { return std::sin(x); }
inline double fnCos3(double x) { return std::cos(3 * x); }
inline double fnExp(double x) { return std::exp(x); }
inline double fnGauss(double x) { return std::exp(-x * x); }
inline double fnSqrt(double x) { return std::sqrt(x); }
inline double fnRunge(double x) { return 1 / (1 + x * x); }
inline double fnAbs(double x) { return std::fabs(x); }

inline void read(double (*&v)(double)) {
    std::string name;
    read(name);
    static const std::pair<const char*, double (*)(double)> menu[] = {
        {"x^2", fnSquare}, {"x^3", fnCube}, {"x^4-2x+1", fnQuartic}, {"sin(x)", fnSin}, {"cos(3x)", fnCos3},
        {"exp(x)", fnExp}, {"exp(-x^2)", fnGauss}, {"sqrt(x)", fnSqrt}, {"1/(1+x^2)", fnRunge}, {"|x|", fnAbs},
    };
    for (const auto& entry : menu) {
        if (name == std::get<0>(entry)) {
            v = std::get<1>(entry);
            return;
        }
    }
    std::fprintf(stderr, "algoreval driver: no function '%s' on the menu\n", name.c_str());
    std::exit(3);
}

template <class ArT, std::size_t ArN> void read(std::array<ArT, ArN>& v) {
    for (ArT& element : v) {
        read(element);
    }
}

template <class... ArT> void read(std::tuple<ArT...>& v) {
    std::apply([](auto&... element) { (read(element), ...); }, v);
}

template <class ArT> void read(std::optional<ArT>& v) {
    if (token() == "1") {
        ArT value{};
        read(value);
        v = std::move(value);
    } else {
        v.reset();
    }
}

template <class ArK, class ArV> void read(std::map<ArK, ArV>& v) {
    long long n = count();
    v.clear();
    for (long long i = 0; i < n; ++i) {
        ArK key{};
        read(key);
        ArV value{};
        read(value);
        v[std::move(key)] = std::move(value);
    }
}

// Writers: lenient on the result's exact type (any integer width, any iterable container, pair,
// tuple, optional), so only the values are judged.
template <class ArT, class = void> struct iterable : std::false_type {};
template <class ArT>
struct iterable<ArT, std::void_t<decltype(std::begin(std::declval<const ArT&>())), decltype(std::end(std::declval<const ArT&>()))>>
    : std::true_type {};

// A map (std::map, std::unordered_map, ...) is a JSON object; a plain char is a one-character string.
template <class ArT, class = void> struct mapping : std::false_type {};
template <class ArT>
struct mapping<ArT, std::void_t<typename ArT::key_type, typename ArT::mapped_type>> : std::true_type {};

inline void write(std::string& out, bool v) { out += v ? "true" : "false"; }
inline void write(std::string& out, char v);
inline void write(std::string& out, const std::string& v);
inline void write(std::string& out, const char* v);
template <class ArT, std::enable_if_t<std::is_integral_v<ArT> && !std::is_same_v<ArT, bool>, int> = 0>
void write(std::string& out, ArT v);
template <class ArT, std::enable_if_t<std::is_floating_point_v<ArT>, int> = 0> void write(std::string& out, ArT v);
template <class ArT, std::enable_if_t<iterable<ArT>::value && !mapping<ArT>::value, int> = 0>
void write(std::string& out, const ArT& v);
template <class ArT, std::enable_if_t<mapping<ArT>::value, int> = 0> void write(std::string& out, const ArT& v);
template <class ArA, class ArB> void write(std::string& out, const std::pair<ArA, ArB>& v);
template <class... ArT> void write(std::string& out, const std::tuple<ArT...>& v);
template <class ArT> void write(std::string& out, const std::optional<ArT>& v);
template <class ArT> void write(std::string& out, const std::complex<ArT>& v);

template <class ArT, std::enable_if_t<std::is_integral_v<ArT> && !std::is_same_v<ArT, bool>, int>>
void write(std::string& out, ArT v) {
    out += std::to_string(v);
}

template <class ArT, std::enable_if_t<std::is_floating_point_v<ArT>, int>> void write(std::string& out, ArT value) {
    double v = static_cast<double>(value);
    if (std::isnan(v)) {
        out += "NaN";
        return;
    }
    if (std::isinf(v)) {
        out += v > 0 ? "Infinity" : "-Infinity";
        return;
    }
    char buffer[40];
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, v);
        if (std::strtod(buffer, nullptr) == v) {
            break;
        }
    }
    out += buffer;
    if (std::strpbrk(buffer, ".e") == nullptr) {
        out += ".0";
    }
}

inline void write(std::string& out, const std::string& v) {
    out += '"';
    for (unsigned char c : v) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c < 0x20) {
            char escape[8];
            std::snprintf(escape, sizeof escape, "\\u%04x", c);
            out += escape;
        } else {
            out += static_cast<char>(c);
        }
    }
    out += '"';
}

inline void write(std::string& out, const char* v) { write(out, std::string(v == nullptr ? "" : v)); }

inline void write(std::string& out, char v) { write(out, std::string(1, v)); }

template <class ArT, std::enable_if_t<mapping<ArT>::value, int>> void write(std::string& out, const ArT& v) {
    out += '{';
    bool first = true;
    for (auto&& entry : v) {
        if (!first) {
            out += ',';
        }
        first = false;
        std::string key;
        write(key, entry.first);
        out += key.empty() || key[0] != '"' ? "\"" + key + "\"" : key;
        out += ':';
        write(out, entry.second);
    }
    out += '}';
}

template <class ArT, std::enable_if_t<iterable<ArT>::value && !mapping<ArT>::value, int>>
void write(std::string& out, const ArT& v) {
    out += '[';
    bool first = true;
    for (auto&& element : v) {
        if (!first) {
            out += ',';
        }
        first = false;
        write(out, element);
    }
    out += ']';
}

template <class ArA, class ArB> void write(std::string& out, const std::pair<ArA, ArB>& v) {
    out += '[';
    write(out, std::get<0>(v));
    out += ',';
    write(out, std::get<1>(v));
    out += ']';
}

template <class... ArT> void write(std::string& out, const std::tuple<ArT...>& v) {
    out += '[';
    bool first = true;
    std::apply([&](const auto&... element) { ((out += first ? "" : ",", first = false, write(out, element)), ...); }, v);
    out += ']';
}

template <class ArT> void write(std::string& out, const std::optional<ArT>& v) {
    if (v.has_value()) {
        write(out, *v);
    } else {
        out += "null";
    }
}

// A complex number (an FFT's X[k]) is its [real, imaginary] pair.
template <class ArT> void write(std::string& out, const std::complex<ArT>& v) {
    out += '[';
    write(out, v.real());
    out += ',';
    write(out, v.imag());
    out += ']';
}

/** The values a class API's calls returned, in call order. */
struct Results {
    std::string json = "[";
    bool first = true;

    template <class ArT> void add(const ArT& value) {
        if (!first) {
            json += ',';
        }
        first = false;
        write(json, value);
    }
};

// Timed mode (the scale probe): the monotonic clock around the calls only. clock_gettime is reached
// under a name of our own, so no header is added to the model's translation unit.
struct ClockValue {
    long long seconds;
    long nanoseconds;
};
extern "C" signed algoreval_clock_gettime(signed, ClockValue*) __asm__("clock_gettime");
static bool timed = false;
static long long nanos = 0;
static long long cpuNanos = 0;
static ClockValue started;
static long long cpuStarted = 0;

// The CPU time of the whole process, every thread (live or already joined), plus its children that
// have been waited for: what the call costs wherever it runs (the calling thread's clock alone missed
// work on a std::thread the call starts and joins, issue 26). Not CLOCK_PROCESS_CPUTIME_ID: under the
// sandbox's RLIMIT_CPU the kernel reads that clock from a process timer's sum, which moves only at
// scheduler events (4 ms ticks here); getrusage sums the threads' exact run times, in 1 µs steps.
inline long long processCpu() {
    long long total = 0;
    for (auto who : {RUSAGE_SELF, RUSAGE_CHILDREN}) {
        rusage usage;
        if (getrusage(who, &usage) == 0) {
            total += static_cast<long long>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000000LL
                    + static_cast<long long>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000LL;
        }
    }
    return total;
}

// Wall time on CLOCK_MONOTONIC (1), and the process's CPU time, which other processes on the machine
// cannot inflate.
inline void clockStart() {
    algoreval_clock_gettime(1, &started);
    cpuStarted = processCpu();
}

inline long long between(const ClockValue& from, const ClockValue& to) {
    return (to.seconds - from.seconds) * 1000000000LL + (to.nanoseconds - from.nanoseconds);
}

inline void clockStop() {
    long long cpu = processCpu();
    ClockValue now;
    algoreval_clock_gettime(1, &now);
    nanos = between(started, now);
    cpuNanos = cpu - cpuStarted;
}

inline void emit(const std::string& line) {
    // The model's prints may sit in either stream's buffer; flush both so ours start on a line of their own.
    std::cout.flush();
    std::fflush(stdout);
    std::string text = "\n" + marker + " " + line + "\n";
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

inline std::string oneLine(std::string text) {
    for (char& c : text) {
        if (c == '\n' || c == '\r') {
            c = ' ';
        }
    }
    return text.size() > 500 ? text.substr(0, 500) : text;
}

/** Runs one input's calls; an exception becomes that input's error line and the next input still runs. */
template <class ArCall> void run(long long index, ArCall call) {
    std::string json;
    try {
        json = call();
    } catch (const std::exception& e) {
        emit(std::to_string(index) + " error " + oneLine(std::string(typeid(e).name()) + ": " + e.what()));
        return;
    } catch (...) {
        emit(std::to_string(index) + " error " + "an exception that is not a std::exception was thrown");
        return;
    }
    if (timed) {
        emit(std::to_string(index) + " time " + std::to_string(nanos) + " " + std::to_string(cpuNanos));
    }
    emit(std::to_string(index) + " ok " + json);
}

template <class ArT> std::string json(const ArT& value) {
    std::string out;
    write(out, value);
    return out;
}

}  // namespace algoreval_drv

static void algoreval_input(long long algoreval_index);

// `signed` rather than `int`: a model's `#define int long long` must not break this main.
signed main(signed algoreval_argc, char** algoreval_argv) {
    // Deep recursion on the larger hidden inputs: allow the stack the hard limit the sandbox set.
    struct rlimit algoreval_stack;
    if (getrlimit(RLIMIT_STACK, &algoreval_stack) == 0 && algoreval_stack.rlim_cur != algoreval_stack.rlim_max) {
        algoreval_stack.rlim_cur = algoreval_stack.rlim_max;
        setrlimit(RLIMIT_STACK, &algoreval_stack);
    }
    if (algoreval_argc < 2) {
        std::fprintf(stderr, "usage: program <input file>\n");
        return 2;
    }
    std::ifstream algoreval_file(algoreval_argv[1], std::ios::binary);
    std::stringstream algoreval_buffer;
    algoreval_buffer << algoreval_file.rdbuf();
    algoreval_drv::input = algoreval_buffer.str();
    algoreval_drv::marker = algoreval_drv::token();
    // "timed" before the count: also write each call's duration (the scale probe, engine.probe).
    std::string algoreval_first = algoreval_drv::token();
    algoreval_drv::timed = algoreval_first == "timed";
    long long algoreval_inputs = std::strtoll(
            (algoreval_drv::timed ? algoreval_drv::token() : algoreval_first).c_str(), nullptr, 10);
    for (long long i = 0; i < algoreval_inputs; ++i) {
        algoreval_input(i);
    }
    algoreval_drv::emit("end");
    return 0;
}

// The per-interface part, generated by CppDriver: read one input into variables of the rendered
// parameter types, then call.
