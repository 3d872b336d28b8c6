package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.SignatureRenderer;
import dev.algoreval.dataset.plus.Type;
import dev.algoreval.toolchains.Sources;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Rust: the model's {@code fn main()} is renamed (on its own line, so compile errors keep the model's
 * line numbers) and the generated call of its interface and a {@code main} are appended; the rest of
 * the driver is the crate {@code algoreval_driver}, built once per run and linked in (the program's own
 * compile then costs little more than the model's program alone). The generated call site converts
 * each argument to the type the model's parameter has, inferred by rustc, so {@code Vec<T>},
 * {@code &[T]} or {@code &Vec<T>} and any integer width compile; a missing name or a wrong arity does
 * not, and the compile error is the static failure. An inout list is a {@code Vec} lent as {@code &mut},
 * so {@code &mut [T]} and {@code &mut Vec<T>} both compile; a function argument is a
 * {@code &dyn Fn(f64) -> f64}, which a generic {@code impl Fn(f64) -> f64} parameter takes too.
 */
final class RustDriver implements Driver {
    /** The driver's crate, built once per run by the toolchain ({@code LibraryBuild}) and linked into each program. */
    static final String CRATE_FILE = "algoreval_driver.rs";
    private static final String CRATE = DriverTemplate.load(CRATE_FILE);
    /** Where the generated code finds the crate's items: a path no name of the model's program can shadow. */
    private static final String D = "::algoreval_driver::";
    private static final Pattern MAIN = Pattern.compile("(?m)^(\\s*)(?:pub(?:\\([^)]*\\))?\\s+)?fn\\s+main\\s*\\(\\s*\\)");

    @Override
    public Sources program(String modelSource, Api api) {
        return new Sources(combine(modelSource, api), Map.of(CRATE_FILE, CRATE));
    }

    /** The model's program, its main renamed, with the generated call of its interface and the driver's main. */
    private static String combine(String modelSource, Api api) {
        boolean hasMain = MAIN.matcher(modelSource).find();
        String renamed = MAIN.matcher(modelSource).replaceAll("$1#[allow(dead_code)] fn algoreval_model_main()");
        // Without a main of the model's, the build cannot stand in for its program ({@link #baseRunCommand}).
        String base = hasMain
                ? "\nfn algoreval_base() -> std::process::ExitCode {\n"
                        + "    std::process::Termination::report(algoreval_model_main())\n}\n"
                : "\nfn algoreval_base() -> std::process::ExitCode {\n    std::process::ExitCode::FAILURE\n}\n";
        return renamed + "\n" + entry(api) + base + "\nfn main() -> std::process::ExitCode {\n"
                + "    " + D + "ar_main(algoreval_base, AR_PARAMS, AR_METHODS, ar_call)\n}\n";
    }

    private static String entry(Api api) {
        if (api instanceof Api.Function f) {
            Method m = f.method();
            String head = "const AR_PARAMS: &[&str] = " + descriptors(m.params()) + ";\n"
                    + "const AR_METHODS: &[&[&str]] = &[];\n\n"
                    + "fn ar_call(a: &[" + D + "ArV], _calls: &[(usize, Vec<" + D + "ArV>)], out: &mut String) {\n";
            String call = SignatureRenderer.snakeCase(m.name()) + "(" + arguments("a", m.params()) + ")";
            if (m.returns().isEmpty() && m.inoutIndex().isPresent()) {
                // Changed in place: a Vec the model's &mut [T] or &mut Vec<T> borrows, written after the call.
                return head + "    let mut ar_inout: Vec<_> = " + D + "ar_conv(&a[" + m.inoutIndex().get() + "]);\n"
                        + "    let _ = " + D + "ar_clocked(|| " + call + ");\n    " + D + "ArOut::ar_json(&ar_inout, out);\n}\n";
            }
            return head + converted("a", m.params()) + "    let r = " + D + "ar_clocked(|| " + SignatureRenderer.snakeCase(m.name())
                    + "(" + bound("a", m.params().size()) + "));\n    " + D + "ArOut::ar_json(&r, out);\n}\n";
        }
        // A class API's calls go to the object; several functions are called as they are (on a unit
        // object). Each call becomes a closure that holds its converted arguments, so the one timed span
        // holds the constructor, every call and the writing of the results but no conversion, as in the
        // C++ driver. FnMut and Option::take rather than FnOnce: calling a boxed FnOnce frees its box
        // inside the span.
        Api.ClassApi c = api instanceof Api.ClassApi cls ? cls : null;
        String object = c == null ? "()" : c.name();
        String step = "dyn FnMut(&mut " + object + ", &mut String, &mut bool)";
        StringBuilder steps = new StringBuilder();
        for (int i = 0; i < api.callables().size(); i++) {
            Method m = api.callables().get(i);
            String call = (c == null ? "" : "ar_obj.") + SignatureRenderer.snakeCase(m.name()) + "("
                    + IntStream.range(0, m.params().size()).mapToObj(j -> "ar_c" + j + ".take().unwrap()")
                            .collect(Collectors.joining(", ")) + ")";
            steps.append("            ").append(i).append(" => {\n");
            for (int j = 0; j < m.params().size(); j++) {
                steps.append("                let mut ar_c").append(j).append(" = Some(")
                        .append(D).append(m.params().get(j).type() instanceof Type.FunctionOf ? "ar_fn" : "ar_conv")
                        .append("(&c[").append(j).append("]));\n");
            }
            steps.append("                ar_steps.push(Box::new(move |ar_obj: &mut ").append(object)
                    .append(", out: &mut String, ar_first: &mut bool| {\n");
            if (m.returns().isPresent()) {
                steps.append("                    let r = ").append(call).append(";\n")
                        .append("                    if !*ar_first {\n                        out.push(',');\n                    }\n")
                        .append("                    *ar_first = false;\n")
                        .append("                    " + D + "ArOut::ar_json(&r, out);\n");
            } else {
                steps.append("                    let _ = ").append(call).append(";\n");
            }
            steps.append("                }));\n            }\n");
        }
        String construct = c == null ? "()" : c.name() + "::new(" + bound("a", c.constructor().size()) + ")";
        return "const AR_PARAMS: &[&str] = " + descriptors(c == null ? List.of() : c.constructor()) + ";\n"
                + "const AR_METHODS: &[&[&str]] = &[" + api.callables().stream().map(m -> descriptors(m.params()))
                        .collect(Collectors.joining(", ")) + "];\n\n"
                + "#[allow(unused_mut, unused_variables)]\n"
                + "fn ar_call(a: &[" + D + "ArV], calls: &[(usize, Vec<" + D + "ArV>)], out: &mut String) {\n"
                + (c == null ? "" : converted("a", c.constructor()))
                + "    let mut ar_steps: Vec<Box<" + step + ">> = Vec::with_capacity(calls.len());\n"
                + "    for (m, c) in calls {\n        match *m {\n" + steps
                + "            _ => {}\n        }\n    }\n"
                + "    // Returned and bound, so that the object is dropped after the clock stops.\n"
                + "    let _ar_obj = " + D + "ar_clocked(|| {\n"
                + "        let mut ar_obj = " + construct + ";\n"
                + "        let mut ar_first = true;\n        out.push('[');\n"
                + "        for ar_step in ar_steps.iter_mut() {\n            ar_step(&mut ar_obj, out, &mut ar_first);\n        }\n"
                + "        out.push(']');\n        ar_obj\n    });\n}\n";
    }

    /** The arguments converted before the clock starts: the timed mode measures the call only. */
    private static String converted(String array, List<Param> params) {
        return IntStream.range(0, params.size()).mapToObj(i -> "    let ar_" + array + i + " = "
                + D + (params.get(i).type() instanceof Type.FunctionOf ? "ar_fn" : "ar_conv") + "(&" + array + "[" + i
                + "]);\n").collect(Collectors.joining());
    }

    private static String bound(String array, int count) {
        return IntStream.range(0, count).mapToObj(i -> "ar_" + array + i).collect(Collectors.joining(", "));
    }

    private static String arguments(String array, List<Param> params) {
        return IntStream.range(0, params.size()).mapToObj(i -> params.get(i).inout() ? "&mut ar_inout"
                        : params.get(i).type() instanceof Type.FunctionOf ? D + "ar_fn(&" + array + "[" + i + "])"
                        : D + "ar_conv(&" + array + "[" + i + "])")
                .collect(Collectors.joining(", "));
    }

    private static String descriptors(List<Param> params) {
        return "&[" + params.stream().map(p -> JsonValues.write(TypeCode.of(p.type())))
                .collect(Collectors.joining(", ")) + "]";
    }

    /** One build serves both tests: without an input file the driver's {@code main} returns the renamed {@code main}'s result through {@code Termination}. */
    @Override
    public java.util.Optional<java.util.function.UnaryOperator<List<String>>> baseRunCommand(String modelSource) {
        return MAIN.matcher(modelSource).find() ? java.util.Optional.of(java.util.function.UnaryOperator.identity())
                : java.util.Optional.empty();
    }
}
