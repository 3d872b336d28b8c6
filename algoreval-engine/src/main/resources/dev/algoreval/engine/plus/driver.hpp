// AlgoREval+ driver, C++: what the per-interface part, appended to the model's program, uses. No
// header is included, so nothing new reaches the model's translation unit: the driver's own unit
// (driver.c, compiled as C++) is reached through C linkage, and the readers and writers below find
// the standard types by their members (c_str, has_value, key_type, push_back, begin, tuple_size), so
// they need only what the model's code itself included. Every name is prefixed or inside
// algoreval_drv, template parameters start with Ar, and `signed` stands for int, because models
// define short macros (V, N, F, S, T, int).
extern "C" {
long long algoreval_ll(void);
double algoreval_double(void);
char *algoreval_string(void);
decltype(sizeof 0) algoreval_string_size(void);
double (*algoreval_function(const char *algoreval_name))(double);
void algoreval_put(const char *algoreval_text);
void algoreval_put_ll(long long algoreval_v);
void algoreval_put_ull(unsigned long long algoreval_v);
void algoreval_put_bool(bool algoreval_v);
void algoreval_put_double(double algoreval_v);
void algoreval_put_chars(const char *algoreval_v, decltype(sizeof 0) algoreval_size);
void algoreval_comma(long long algoreval_i);
void algoreval_clock_start(void);
void algoreval_clock_stop(void);
}

// Complete exactly for the tuple-like types whose headers the model included (pair, array, tuple).
namespace std {
template <class ArT> struct tuple_size;
}

namespace algoreval_drv {

// Overloads by rank: the first that applies, from the highest.
template <unsigned ArN> struct rank : rank<ArN - 1> {};
template <> struct rank<0> {};

// Makes get<I>(v) a call in C++17, which argument-dependent lookup completes with std::get.
struct no_get {};
template <unsigned long ArI> void get(no_get);

// Readers: one per rendered parameter type (scalars exactly; strings, optionals, maps, vectors and
// tuple-likes by their members); templates are declared first so that they find each other.
inline void ar_read(signed &v) { v = static_cast<signed>(algoreval_ll()); }
inline void ar_read(long long &v) { v = algoreval_ll(); }
inline void ar_read(double &v) { v = algoreval_double(); }
inline void ar_read(bool &v) { v = algoreval_ll() == 1; }
inline void ar_read(char &v) { v = static_cast<char>(algoreval_ll()); }
inline void ar_read(double (*&v)(double)) { v = algoreval_function(algoreval_string()); }
template <class ArT> void ar_read(ArT &v);

template <unsigned long ArI, unsigned long ArN> struct ar_elements {
    template <class ArT> static void ar_read_all(ArT &v) {
        ar_read(get<ArI>(v));
        ar_elements<ArI + 1, ArN>::ar_read_all(v);
    }
    template <class ArT> static void ar_write_all(const ArT &v);
};
template <unsigned long ArN> struct ar_elements<ArN, ArN> {
    template <class ArT> static void ar_read_all(ArT &) {}
    template <class ArT> static void ar_write_all(const ArT &) {}
};

template <class ArT> auto ar_read_class(ArT &v, rank<4>) -> decltype(v.c_str(), void()) {
    char *text = algoreval_string();
    v.assign(text, algoreval_string_size());
}

template <class ArT> auto ar_read_class(ArT &v, rank<3>) -> decltype(v.has_value(), v.reset(), void()) {
    if (algoreval_ll() == 1) {
        v.emplace();
        ar_read(*v);
    } else {
        v.reset();
    }
}

template <class ArT>
auto ar_read_class(ArT &v, rank<2>) -> decltype(sizeof(typename ArT::key_type), sizeof(typename ArT::mapped_type), void()) {
    long long n = algoreval_ll();
    v.clear();
    for (long long i = 0; i < n; ++i) {
        typename ArT::key_type key{};
        ar_read(key);
        typename ArT::mapped_type value{};
        ar_read(value);
        v[static_cast<typename ArT::key_type &&>(key)] = static_cast<typename ArT::mapped_type &&>(value);
    }
}

template <class ArT> auto ar_read_class(ArT &v, rank<1>) -> decltype(v.push_back(*v.begin()), void()) {
    long long n = algoreval_ll();
    v.clear();
    v.reserve(static_cast<typename ArT::size_type>(n));
    for (long long i = 0; i < n; ++i) {
        typename ArT::value_type element{};
        ar_read(element);
        v.push_back(static_cast<typename ArT::value_type &&>(element));
    }
}

template <class ArT> auto ar_read_class(ArT &v, rank<0>) -> decltype(sizeof(std::tuple_size<ArT>), void()) {
    ar_elements<0, std::tuple_size<ArT>::value>::ar_read_all(v);
}

template <class ArT> void ar_read(ArT &v) { ar_read_class(v, rank<4>()); }

// Writers: lenient on the result's exact type (any integer width, any iterable container, pair,
// tuple, optional, complex), so only the values are judged. A map is a JSON object; a plain char is
// a one-character string.
inline void ar_write(bool v) { algoreval_put_bool(v); }
inline void ar_write(char v) { algoreval_put_chars(&v, 1); }
inline void ar_write(signed char v) { algoreval_put_ll(v); }
inline void ar_write(unsigned char v) { algoreval_put_ll(v); }
inline void ar_write(short v) { algoreval_put_ll(v); }
inline void ar_write(unsigned short v) { algoreval_put_ll(v); }
inline void ar_write(signed v) { algoreval_put_ll(v); }
inline void ar_write(unsigned v) { algoreval_put_ll(v); }
inline void ar_write(long v) { algoreval_put_ll(v); }
inline void ar_write(unsigned long v) { algoreval_put_ull(v); }
inline void ar_write(long long v) { algoreval_put_ll(v); }
inline void ar_write(unsigned long long v) { algoreval_put_ull(v); }
inline void ar_write(float v) { algoreval_put_double(v); }
inline void ar_write(double v) { algoreval_put_double(v); }
inline void ar_write(long double v) { algoreval_put_double(static_cast<double>(v)); }
inline void ar_write(const char *v) { algoreval_put_chars(v == nullptr ? "" : v, v == nullptr ? 0 : __builtin_strlen(v)); }
inline void ar_write(char *v) { ar_write(static_cast<const char *>(v)); }
template <class ArT> void ar_write(const ArT &v);

template <unsigned long ArI, unsigned long ArN>
template <class ArT> void ar_elements<ArI, ArN>::ar_write_all(const ArT &v) {
    algoreval_comma(ArI);
    ar_write(get<ArI>(v));
    ar_elements<ArI + 1, ArN>::ar_write_all(v);
}

// A map's key is a JSON string: a string or char key is one already, any other is quoted.
template <class ArK> auto ar_write_key(const ArK &k, rank<1>) -> decltype(k.c_str(), void()) { ar_write(k); }
inline void ar_write_key(char k, rank<1>) { ar_write(k); }
template <class ArK> void ar_write_key(const ArK &k, rank<0>) {
    algoreval_put("\"");
    ar_write(k);
    algoreval_put("\"");
}

template <class ArT> auto ar_write_class(const ArT &v, rank<5>) -> decltype(v.c_str(), v.size(), void()) {
    algoreval_put_chars(v.data(), v.size());
}

template <class ArT> auto ar_write_class(const ArT &v, rank<4>) -> decltype(v.has_value(), *v, void()) {
    if (v.has_value()) {
        ar_write(*v);
    } else {
        algoreval_put("null");
    }
}

template <class ArT>
auto ar_write_class(const ArT &v, rank<3>) -> decltype(sizeof(typename ArT::key_type), sizeof(typename ArT::mapped_type), void()) {
    algoreval_put("{");
    long long i = 0;
    for (auto &&entry : v) {
        algoreval_comma(i++);
        ar_write_key(entry.first, rank<1>());
        algoreval_put(":");
        ar_write(entry.second);
    }
    algoreval_put("}");
}

// A complex number (an FFT's X[k]) is its [real, imaginary] pair.
template <class ArT> auto ar_write_class(const ArT &v, rank<2>) -> decltype(v.real(), v.imag(), void()) {
    algoreval_put("[");
    ar_write(v.real());
    algoreval_put(",");
    ar_write(v.imag());
    algoreval_put("]");
}

template <class ArT> auto ar_write_class(const ArT &v, rank<1>) -> decltype(v.begin(), v.end(), void()) {
    algoreval_put("[");
    long long i = 0;
    for (auto &&element : v) {
        algoreval_comma(i++);
        ar_write(element);
    }
    algoreval_put("]");
}

template <class ArT> auto ar_write_class(const ArT &v, rank<0>) -> decltype(sizeof(std::tuple_size<ArT>), void()) {
    algoreval_put("[");
    ar_elements<0, std::tuple_size<ArT>::value>::ar_write_all(v);
    algoreval_put("]");
}

template <class ArT> void ar_write(const ArT &v) { ar_write_class(v, rank<5>()); }

// The calls of a class API (or of several functions) are read first and queued, so that the timed
// span holds the calls only; each runs on the object (R) and writes its result, if any, after a comma.
template <class ArR> struct ar_step {
    ar_step *ar_next = nullptr;
    virtual void ar_run(ArR &object, long long &returned) = 0;
    virtual ~ar_step() {}
};

template <class ArR, class ArF> struct ar_step_of : ar_step<ArR> {
    ArF ar_call;
    explicit ar_step_of(ArF &&call) : ar_call(static_cast<ArF &&>(call)) {}
    void ar_run(ArR &object, long long &returned) override { ar_call(object, returned); }
};

template <class ArR> struct ar_steps {
    ar_step<ArR> *ar_first = nullptr;
    ar_step<ArR> **ar_last = &ar_first;

    template <class ArF> void ar_add(ArF call) {
        *ar_last = new ar_step_of<ArR, ArF>(static_cast<ArF &&>(call));
        ar_last = &(*ar_last)->ar_next;
    }

    void ar_run(ArR &object) {
        long long returned = 0;
        algoreval_put("[");
        for (ar_step<ArR> *step = ar_first; step != nullptr; step = step->ar_next) {
            step->ar_run(object, returned);
        }
        algoreval_put("]");
    }

    ~ar_steps() {
        while (ar_first != nullptr) {
            ar_step<ArR> *next = ar_first->ar_next;
            delete ar_first;
            ar_first = next;
        }
    }
};

// The receiver of several functions' calls: there is no object.
struct ar_no_object {};

}  // namespace algoreval_drv
