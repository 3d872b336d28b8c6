package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.SignatureRenderer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Go: the model's {@code func main()} is renamed, the driver's imports join the package clause under
 * aliases (on its line, so compile errors keep the model's line numbers) and the driver with its own
 * {@code main} is appended. The driver calls through reflection, converting inputs into the model's
 * own parameter types, so only the names are fixed at compile time: a missing one fails to compile.
 */
final class GoDriver implements SingleFileDriver {
    private static final String TEMPLATE = DriverTemplate.load("driver.go");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+main(?=[\\s;/]|$)");
    private static final Pattern MAIN = Pattern.compile("(?m)^func\\s+main\\s*\\(\\s*\\)");
    private static final String IMPORTS = "; import (arBufio \"bufio\"; arFmt \"fmt\"; arIo \"io\"; arMath \"math\"; "
            + "arOs \"os\"; arReflect \"reflect\"; arDebug \"runtime/debug\"; arStrconv \"strconv\"; arSyscall \"syscall\"; arTime \"time\")";

    /**
     * Timed runs keep each goroutine's stack at the size it grew to. The collections between calls (the
     * next input is read with the collector on) shrank a deep recursion's stack, its pages went back to the
     * kernel, and every call grew it again, copying it and faulting its pages in: a DFS over 8000 vertices
     * (bridges, sparse adjacency list) took 3.5 ms a call in the driver against 0.6 ms in a bare loop,
     * 1.8 ms with the stack kept, and the fit of every such search bent upwards (1.7-1.9, "hidden O(V²)").
     * And the heap's freed pages go back lazily (MADV_FREE, kept mapped until the kernel needs them) instead
     * of at once (MADV_DONTNEED, Go's default since 1.16): the scavenger returned the memory of one call's
     * results between calls, and the next call's large allocations faulted it in again, in some processes
     * and not others. Counting sort of 200,000 keys took 0.5-0.6 or 1.2-1.5 ms by process, bridges on a
     * dense edge list of 566 vertices 1.2-3.4 ms; their fits went from 1.47 and 2.44 to 1.31 and 1.94.
     */
    static final String RUNTIME_SETTINGS = "GODEBUG=gcshrinkstackoff=1,madvdontneed=0";

    /** Go's allocator is its own (the build has no cgo): only the runtime's setting. */
    @Override
    public List<String> timedEnvironment() {
        return List.of(RUNTIME_SETTINGS);
    }

    @Override
    public String combine(String modelSource, Api api) {
        boolean hasMain = MAIN.matcher(modelSource).find();
        String renamed = MAIN.matcher(modelSource).replaceAll("func algorevalModelMain()");
        Matcher clause = PACKAGE.matcher(renamed);
        String withImports = clause.find()
                ? renamed.substring(0, clause.end()) + IMPORTS + renamed.substring(clause.end())
                : renamed;
        // Without a main of the model's, the build cannot stand in for its program ({@link #baseRunCommand}).
        String base = hasMain ? "\nfunc algorevalBase() { algorevalModelMain() }\n"
                : "\nfunc algorevalBase() { panic(\"the program has no func main\") }\n";
        return withImports + "\n" + entry(api) + base + TEMPLATE;
    }

    private static String entry(Api api) {
        if (api instanceof Api.Function f) {
            Method m = f.method();
            return constants(m.name(), m.params(), returns(m), "", "") + "var algorevalInout = "
                    + m.inoutIndex().orElse(-1) + "\n";
        }
        if (api instanceof Api.Functions fs) {
            // Go keeps the prompt's camelCase function names; the calls name them by index.
            String functions = fs.functions().stream().map(Method::name).collect(Collectors.joining(", "));
            return constants("nil", List.of(), "", methods(fs.functions(), Method::name), functions)
                    + "var algorevalInout = -1\n";
        }
        Api.ClassApi c = (Api.ClassApi) api;
        return constants("New" + c.name(), c.constructor(), "",
                methods(c.methods(), m -> SignatureRenderer.capitalize(m.name())), "") + "var algorevalInout = -1\n";
    }

    private static String methods(List<Method> methods, java.util.function.Function<Method, String> goName) {
        return methods.stream()
                .map(m -> "{" + JsonValues.write(goName.apply(m)) + ", " + params(m.params()) + ", "
                        + JsonValues.write(returns(m)) + "}")
                .collect(Collectors.joining(", "));
    }

    private static String constants(String entry, List<Param> params, String returns, String methods, String functions) {
        return "\nvar algorevalEntry interface{} = " + entry + "\n"
                + "var algorevalFunctions = []interface{}{" + functions + "}\n"
                + "var algorevalEntryName = " + JsonValues.write(entry) + "\n"
                + "var algorevalParams = " + params(params) + "\n"
                + "var algorevalReturns = " + JsonValues.write(returns) + "\n"
                + "var algorevalMethods = []algorevalMethod{" + methods + "}\n";
    }

    private static String returns(Method m) {
        return m.returns().map(TypeCode::of).orElse("");
    }

    private static String params(List<Param> params) {
        return "[]string{" + params.stream().map(p -> JsonValues.write(TypeCode.of(p.type())))
                .collect(Collectors.joining(", ")) + "}";
    }

    /** One build serves both tests: without an input file the driver's {@code main} calls the renamed {@code main} and returns. */
    @Override
    public java.util.Optional<java.util.function.UnaryOperator<List<String>>> baseRunCommand(String modelSource) {
        return MAIN.matcher(modelSource).find() ? java.util.Optional.of(java.util.function.UnaryOperator.identity())
                : java.util.Optional.empty();
    }
}
