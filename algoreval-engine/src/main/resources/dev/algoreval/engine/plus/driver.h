/* AlgoREval+ driver, C: what the per-interface part, appended to the model's program, calls in the
 * driver's own translation unit (driver.c). Declared without a header, in the language's own words
 * (_Bool, the type of sizeof), so that nothing new reaches the model's translation unit; not with
 * __SIZE_TYPE__, which a model's `#define int long long` would turn into "long unsigned long long". */
#ifndef bool
#define bool _Bool
#endif
long long algoreval_ll(void);
double algoreval_double(void);
char *algoreval_string(void);
double (*algoreval_function(const char *algoreval_name))(double);
void *algoreval_alloc(long long algoreval_count, __typeof__(sizeof 0) algoreval_size);
void algoreval_put(const char *algoreval_text);
void algoreval_put_ll(long long algoreval_v);
void algoreval_put_bool(_Bool algoreval_v);
void algoreval_put_double(double algoreval_v);
void algoreval_put_string(const char *algoreval_v);
void algoreval_put_char(char algoreval_v);
void algoreval_comma(long long algoreval_i);
void algoreval_unreadable(const char *algoreval_reason);
void algoreval_clock_start(void);
void algoreval_clock_stop(void);
