package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.CppRenderer;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.Type;
import java.util.List;
import java.util.stream.Collectors;

/**
 * C++: the model's program with {@code main} renamed by a macro, then the driver in the same
 * translation unit. Each argument is a named variable of the exact rendered parameter type, so a
 * signature that does not accept the rendered types fails to compile (a static failure naming the
 * expected declaration), while the result is written by overloads that take any integer width and
 * any container. An inout argument is written after the call; a function argument is a pointer to the
 * driver's function of that name.
 */
final class CppDriver implements Driver {
    private static final String TEMPLATE = DriverTemplate.load("driver.cpp");
    private static final String MODEL_PLACE = "// @@ the model's program @@\n";
    private static final String HEADERS = TEMPLATE.substring(0, TEMPLATE.indexOf(MODEL_PLACE));
    private static final String DRIVER = TEMPLATE.substring(HEADERS.length() + MODEL_PLACE.length());

    /**
     * The model's lines are numbered as in its own file, under a name that exists nowhere, so g++ quotes
     * no line of the combined file (whose lines are shifted by the driver's headers) as the model's.
     */
    @Override
    public String combine(String modelSource, Api api) {
        long driverLine = HEADERS.lines().count() + 2;
        return HEADERS + "#define main algoreval_model_main\n#line 1 \"model/main.cpp\"\n" + modelSource
                + "\n#undef main\n#line " + driverLine + " \"algoreval_driver.cpp\"\n" + DRIVER + "\n" + inputFunction(api);
    }

    private static String inputFunction(Api api) {
        StringBuilder out = new StringBuilder("static void algoreval_input(long long algoreval_index) {\n");
        if (api instanceof Api.Function f) {
            Method m = f.method();
            out.append(declarations(m.params(), "    "));
            if (m.returns().isEmpty() && m.inoutIndex().isPresent()) {
                // Changed in place: the argument after the call is the result.
                out.append("    algoreval_drv::run(algoreval_index, [&]() {\n        algoreval_drv::clockStart();\n        ")
                        .append(m.name()).append('(').append(arguments(m.params()))
                        .append(");\n        algoreval_drv::clockStop();\n        return algoreval_drv::json(")
                        .append(variable(m.params().get(m.inoutIndex().get()))).append(");\n    });\n");
                return out.append("}\n").toString();
            }
            out.append("    algoreval_drv::run(algoreval_index, [&]() {\n        algoreval_drv::clockStart();\n")
                    .append("        auto&& algoreval_result = ").append(m.name()).append('(')
                    .append(arguments(m.params())).append(");\n        algoreval_drv::clockStop();\n")
                    .append("        return algoreval_drv::json(algoreval_result);\n    });\n");
            return out.append("}\n").toString();
        }
        // The calls are read first and queued; a class API's run builds the object, several functions need none.
        Api.ClassApi c = api instanceof Api.ClassApi cls ? cls : null;
        String receiverParam = c == null ? "" : c.name() + "& algoreval_obj, ";
        String call = "std::function<void(" + (c == null ? "" : c.name() + "&, ") + "algoreval_drv::Results&)>";
        out.append(declarations(c == null ? List.of() : c.constructor(), "    "));
        out.append("    std::vector<").append(call).append("> algoreval_calls;\n");
        out.append("    long long algoreval_count = algoreval_drv::count();\n");
        out.append("    for (long long algoreval_c = 0; algoreval_c < algoreval_count; ++algoreval_c) {\n");
        out.append("        switch (algoreval_drv::count()) {\n");
        for (int i = 0; i < api.callables().size(); i++) {
            Method m = api.callables().get(i);
            String invocation = (c == null ? "" : "algoreval_obj.") + m.name() + "(" + arguments(m.params()) + ")";
            out.append("        case ").append(i).append(": {\n").append(declarations(m.params(), "            "));
            out.append("            algoreval_calls.push_back([=](").append(receiverParam)
                    .append("algoreval_drv::Results& algoreval_results) mutable { ")
                    .append(m.returns().isPresent() ? "algoreval_results.add(" + invocation + ")" : invocation)
                    .append("; });\n            break;\n        }\n");
        }
        out.append("        }\n    }\n");
        out.append("    algoreval_drv::run(algoreval_index, [&]() {\n        algoreval_drv::clockStart();\n");
        if (c != null) {
            String construct = c.constructor().isEmpty() ? "" : "(" + arguments(c.constructor()) + ")";
            out.append("        ").append(c.name()).append(" algoreval_obj").append(construct).append(";\n");
        }
        out.append("        algoreval_drv::Results algoreval_results;\n");
        out.append("        for (auto& algoreval_call : algoreval_calls) algoreval_call(")
                .append(c == null ? "" : "algoreval_obj, ").append("algoreval_results);\n");
        out.append("        algoreval_drv::clockStop();\n");
        out.append("        return algoreval_results.json + \"]\";\n    });\n");
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
            out.append(indent).append("algoreval_drv::read(").append(variable(p)).append(");\n");
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
