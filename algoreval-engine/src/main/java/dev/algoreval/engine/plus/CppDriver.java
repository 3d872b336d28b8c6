package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.CppRenderer;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.Type;
import java.util.List;
import java.util.stream.Collectors;

/**
 * C++: the model's program, unchanged, with the per-interface part appended, in one translation unit;
 * the driver's own unit ({@code driver.c}, compiled as C++) linked with it, as in {@link CDriver}: one
 * build runs the fixed test (the model's {@code main}, as alone) and the hidden tests (entered before
 * {@code main}). The appended part includes no header ({@code driver.hpp}). Each argument is a named
 * variable of the exact rendered parameter type, so a signature that does not accept the rendered
 * types fails to compile (a static failure naming the expected declaration), while the result is
 * written by overloads that take any integer width and any container. An inout argument is written
 * after the call; a function argument is a pointer to the driver's function of that name.
 */
final class CppDriver extends NativeDriver {
    private static final String DECLARATIONS = DriverTemplate.load("driver.hpp");

    CppDriver() {
        super("algoreval_driver.cpp", "\n// A program without a main of its own (the hidden tests need none); C++ has no weak main, so\n"
                + "// it is a weak C function under main's symbol.\n"
                + "extern \"C\" __attribute__((weak)) int algoreval_no_main(void) __asm__(\"main\");\n"
                + "extern \"C\" int algoreval_no_main(void) {\n    return 2;\n}\n");
    }

    /** The model's lines keep their own numbers and file name; what follows is named as the driver's. */
    @Override
    String modelSide(String modelSource, Api api) {
        return modelSource + "\n#line 1 \"algoreval_driver.hpp\"\n" + DECLARATIONS
                + "#line 1 \"algoreval_input.cpp\"\n" + inputFunction(api);
    }

    private static String inputFunction(Api api) {
        StringBuilder out = new StringBuilder("extern \"C\" void algoreval_input_one(void) {\n");
        if (api instanceof Api.Function f) {
            Method m = f.method();
            out.append(declarations(m.params(), "    "));
            String call = m.name() + "(" + arguments(m.params()) + ")";
            if (m.returns().isEmpty() && m.inoutIndex().isPresent()) {
                // Changed in place: the argument after the call is the result.
                out.append("    algoreval_clock_start();\n    ").append(call).append(";\n    algoreval_clock_stop();\n")
                        .append("    algoreval_drv::ar_write(").append(variable(m.params().get(m.inoutIndex().get())))
                        .append(");\n");
            } else {
                out.append("    algoreval_clock_start();\n    auto&& algoreval_result = ").append(call)
                        .append(";\n    algoreval_clock_stop();\n    algoreval_drv::ar_write(algoreval_result);\n");
            }
            return out.append("}\n").toString();
        }
        // The calls are read first and queued; a class API's run builds the object, several functions need none.
        Api.ClassApi c = api instanceof Api.ClassApi cls ? cls : null;
        String object = c == null ? "algoreval_drv::ar_no_object" : c.name();
        out.append(declarations(c == null ? List.of() : c.constructor(), "    "));
        out.append("    algoreval_drv::ar_steps<").append(object).append("> algoreval_calls;\n");
        out.append("    long long algoreval_count = algoreval_ll();\n");
        out.append("    for (long long algoreval_c = 0; algoreval_c < algoreval_count; ++algoreval_c) {\n");
        out.append("        switch (algoreval_ll()) {\n");
        for (int i = 0; i < api.callables().size(); i++) {
            Method m = api.callables().get(i);
            String invocation = (c == null ? "" : "algoreval_obj.") + m.name() + "(" + arguments(m.params()) + ")";
            out.append("        case ").append(i).append(": {\n").append(declarations(m.params(), "            "));
            out.append("            algoreval_calls.ar_add([=](").append(object)
                    .append("& algoreval_obj, long long& algoreval_returned) mutable { ")
                    .append(m.returns().isPresent() ? "algoreval_comma(algoreval_returned++); algoreval_drv::ar_write("
                            + invocation + ")" : invocation)
                    .append("; (void) algoreval_obj; });\n            break;\n        }\n");
        }
        out.append("        }\n    }\n");
        // The object is built inside the timed span and destroyed after it, as the calls' results are written.
        out.append("    algoreval_clock_start();\n    {\n");
        String construct = c == null || c.constructor().isEmpty() ? "" : "(" + arguments(c.constructor()) + ")";
        out.append("        ").append(object).append(" algoreval_obj").append(construct).append(";\n");
        out.append("        algoreval_calls.ar_run(algoreval_obj);\n        algoreval_clock_stop();\n    }\n");
        return out.append("}\n").toString();
    }

    /** Reads every argument before the first call, so a failing call cannot leave tokens unread. */
    private static String declarations(List<Param> params, String indent) {
        StringBuilder out = new StringBuilder();
        for (Param p : params) {
            // A function argument is a plain function pointer: it converts to a std::function, a template
            // parameter or a pointer parameter alike.
            String declaration = p.type() instanceof Type.FunctionOf ? "double (*" + variable(p) + ")(double)"
                    : CppRenderer.type(p.type()) + " " + variable(p);
            out.append(indent).append(declaration).append("{};\n");
            out.append(indent).append("algoreval_drv::ar_read(").append(variable(p)).append(");\n");
        }
        return out.toString();
    }

    private static String arguments(List<Param> params) {
        return params.stream().map(CppDriver::variable).collect(Collectors.joining(", "));
    }

    /** Prefixed, because models define macros with the short parameter names ({@code #define V 5}). */
    private static String variable(Param p) {
        return "algoreval_arg_" + p.name();
    }
}
