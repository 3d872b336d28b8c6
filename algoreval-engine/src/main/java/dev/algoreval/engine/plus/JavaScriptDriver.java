package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JavaScript: the model's source becomes a string the driver runs with {@code vm.runInThisContext}
 * (so its top-level names are visible to the driver and an unguarded main's prints are discarded),
 * then the driver finds the interface by name and calls it with plain arrays and numbers.
 */
final class JavaScriptDriver implements SingleFileDriver {
    private static final String TEMPLATE = DriverTemplate.load("driver.js");

    @Override
    public String combine(String modelSource, Api api) {
        return "const AR_SOURCE = " + JsonValues.write(modelSource) + ";\nconst AR_API = "
                + JsonValues.write(apiObject(api)) + ";\n" + TEMPLATE;
    }

    @Override
    public boolean compilesWhileRunning() {
        return true;
    }

    /**
     * Timed calls run a function's own optimized code, never a loop's on-stack replacement: V8 compiled a
     * hot loop while a call ran and entered that code in the middle of later calls, where it ran up to
     * twice as slow as the function's optimized code, until a larger input made V8 optimize the function
     * itself (Tarjan on a dense adjacency list: 200 µs at n = 200 with it, 97 µs without; 720 µs at n = 400
     * and 660 µs at n = 566, so the fit was 1.25 where the bound is 2; 1.88 without). The discarded
     * warm-up calls give V8 the invocations that on-stack replacement would have saved.
     */
    static final String NO_LOOP_REPLACEMENT = "--no-use-osr";

    /**
     * Node's option for timing: {@code --single-threaded} keeps V8's compiler and collector on the
     * main thread, since the driver's clock is the process's CPU time: background threads would add
     * work that is not the call's, growing with the size of the inputs read before it. (A collection
     * forced before each call made it worse: V8 then drops compiled code, and every call paid for
     * compiling again, a constant ~5 ms that flattened the curves.) {@code --stack-size=4000} (KiB,
     * half the sandbox's 8 MiB stack) lets a recursive depth-first search reach the probe's largest
     * sparse graphs (8,000 vertices), which overflow Node's default of about 1 MB: the probe measures
     * how time grows, and the recursion limit is the hidden tests' business, at their sizes.
     * {@code --expose-gc} lets the driver promote each input out of the young generation before the clock.
     */
    @Override
    public List<String> timedRunCommand(List<String> toolchainRun) {
        List<String> command = new java.util.ArrayList<>(runCommand(toolchainRun));
        command.addAll(1, List.of("--single-threaded", "--stack-size=4000", "--expose-gc", NO_LOOP_REPLACEMENT));
        return List.copyOf(command);
    }

    private static Map<String, Object> apiObject(Api api) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (api instanceof Api.Function f) {
            out.put("kind", "function");
            out.put("name", f.method().name());
            out.put("params", params(f.method().params()));
            out.put("inout", f.method().inoutIndex().orElse(null));
            return out;
        }
        out.put("kind", api instanceof Api.ClassApi ? "class" : "functions");
        out.put("name", api instanceof Api.ClassApi c ? c.name() : "");
        out.put("params", api instanceof Api.ClassApi c ? params(c.constructor()) : List.of());
        List<Object> methods = new ArrayList<>();
        for (Method m : api.callables()) {
            Map<String, Object> method = new LinkedHashMap<>();
            method.put("name", m.name());
            method.put("params", params(m.params()));
            method.put("returns", m.returns().isPresent());
            methods.add(method);
        }
        out.put("methods", methods);
        return out;
    }

    private static List<Object> params(List<Param> params) {
        return params.stream().<Object>map(p -> descriptor(p.type())).toList();
    }

    /** A type as the nested array the template's reader walks: {@code ["list", ["tuple", ["int"], ["int"]]]}. */
    static List<Object> descriptor(Type type) {
        List<Object> out = new ArrayList<>();
        if (type instanceof Type.Scalar s) {
            out.add(s.text());
        } else if (type instanceof Type.ListOf l) {
            out.add("list");
            out.add(descriptor(l.element()));
        } else if (type instanceof Type.MapOf m) {
            out.add("map");
            out.add(descriptor(m.key()));
            out.add(descriptor(m.value()));
        } else if (type instanceof Type.TupleOf t) {
            out.add("tuple");
            t.types().forEach(e -> out.add(descriptor(e)));
        } else if (type instanceof Type.FunctionOf) {
            out.add("fn");
        } else {
            out.add("optional");
            out.add(descriptor(((Type.OptionalOf) type).element()));
        }
        return out;
    }
}
