package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.SignatureRenderer;
import dev.algoreval.dataset.plus.Type;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Java: the driver is a second top-level class, {@code AlgorevalDriver}, appended to the model's
 * Main.java and compiled by the same javac call; the run launches it instead of {@code Main}. It finds
 * the interface by reflection with the rendered parameter types, so a different signature is reported
 * as the program not providing the interface rather than as a compile error in driver code.
 */
final class JavaDriver implements SingleFileDriver {
    private static final String TEMPLATE = DriverTemplate.load("driver.java");
    private static final String ENTRY_CLASS = "Main";
    private static final String DRIVER_CLASS = "AlgorevalDriver";

    @Override
    public String combine(String modelSource, Api api) {
        return modelSource + "\n" + TEMPLATE.replace("/*AR_API*/", apiExpression(api));
    }

    @Override
    public List<String> runCommand(List<String> toolchainRun) {
        List<String> command = new ArrayList<>(toolchainRun);
        int entry = command.lastIndexOf(ENTRY_CLASS);
        if (entry < 0) {
            throw new IllegalStateException("the Java run command names no class " + ENTRY_CLASS + ": " + toolchainRun);
        }
        command.set(entry, DRIVER_CLASS);
        return Driver.append(command, dev.algoreval.toolchains.Sandbox.APP + "/" + INPUT_FILE);
    }

    @Override
    public boolean compilesWhileRunning() {
        return true;
    }

    /**
     * Timed calls run a method's own compiled code, never a loop's on-stack replacement. The toolchain runs
     * C1 alone, which compiles a method after 200 calls; a probe process calls the program 35 times, so the
     * methods called once a call were never compiled as such: each call began in the interpreter and went
     * on in C1's replacement of its hot loop, entered in the middle, whose share of the time fell with the
     * size (Floyd–Warshall, adjacency matrix: 2.7 ns per inner step at n = 50, 1.45 from n = 141, a fit of
     * 2.49 where the bound is 3; Hopcroft–Karp on the incidence matrix 2.29). With the thresholds at a
     * twentieth (a method compiled after its 10th call, or its 5th with loops) the ten discarded warm-up
     * calls compile it, and the fits came to 2.88 and 2.78 (JavaScript's driver does the same for V8).
     */
    static final List<String> COMPILED_WITHIN_WARM_UPS = List.of("-XX:-UseOnStackReplacement",
            "-XX:CompileThresholdScaling=0.05");

    /**
     * The timed mode adds what the driver's process CPU clock needs (driver.java, {@code ArCpu}):
     * the foreign function API, to call getrusage, which is JDK 17's incubator module or JDK 21's
     * preview and is final from JDK 22, and native access for the unnamed module, without which the
     * JDK 17 linker refuses (IllegalCallerException) and later ones warn. The JDK's feature version
     * comes from its {@code release} file beside {@code bin/java}; a JDK without one, or one from 18
     * to 20, gets none of these options and the driver falls back to the calling thread's clock (and
     * says so on stderr).
     *
     * <p>And a 4 MiB default thread stack instead of the toolchain's 16 MiB. The sandbox's RLIMIT_DATA
     * (512 MiB) counts every thread's whole stack: the JVM's own nine Java threads at 16 MiB and the
     * committed heap already came to 434 MiB, the driver's 64 MiB thread to 498 MiB, so the foreign
     * function API's first use (a thread and its classes, ~20 MiB) failed to commit memory and killed
     * the process, and a program could not start a single thread of its own. At 4 MiB the JVM's
     * threads take 324 MiB. The calls themselves still run on the driver's 64 MiB thread.
     */
    @Override
    public List<String> timedRunCommand(List<String> toolchainRun) {
        List<String> command = new ArrayList<>(runCommand(toolchainRun));
        List<String> options = new ArrayList<>(foreignFunctionOptions(featureVersion(Path.of(command.get(0)))));
        options.add("-Xss4m");
        options.addAll(COMPILED_WITHIN_WARM_UPS);
        // Before the class name, after the toolchain's own options: the last -Xss wins.
        command.addAll(command.indexOf(DRIVER_CLASS), options);
        return List.copyOf(command);
    }

    /** The options that open the foreign function API to the class path in this JDK feature version. */
    static List<String> foreignFunctionOptions(int feature) {
        if (feature == 17) {
            return List.of("--add-modules=jdk.incubator.foreign", "--enable-native-access=ALL-UNNAMED");
        }
        if (feature == 21) {
            return List.of("--enable-preview", "--enable-native-access=ALL-UNNAMED");
        }
        return feature >= 22 ? List.of("--enable-native-access=ALL-UNNAMED") : List.of();
    }

    private static final Pattern JAVA_VERSION = Pattern.compile("JAVA_VERSION=\"(?:1\\.)?(\\d+)");

    /** The feature version of the JDK whose launcher this is (JAVA_VERSION in its release file), or 0. */
    static int featureVersion(Path launcher) {
        try {
            Path bin = launcher.toRealPath().getParent();
            Path home = bin == null ? null : bin.getParent();
            if (home == null) {
                return 0;
            }
            for (String line : Files.readAllLines(home.resolve("release"))) {
                Matcher m = JAVA_VERSION.matcher(line);
                if (m.lookingAt()) {
                    return Integer.parseInt(m.group(1));
                }
            }
        } catch (IOException | RuntimeException e) {
            return 0;
        }
        return 0;
    }

    private static String apiExpression(Api api) {
        if (api instanceof Api.Function f) {
            return "new ArApi(null, new ArType[0], " + method(f.method()) + ")";
        }
        if (api instanceof Api.Functions fs) {
            return "ArApi.functions(" + fs.functions().stream().map(JavaDriver::method).collect(Collectors.joining(", ")) + ")";
        }
        Api.ClassApi c = (Api.ClassApi) api;
        return "new ArApi(" + JsonValues.write(c.name()) + ", " + types(c.constructor()) + ", "
                + c.methods().stream().map(JavaDriver::method).collect(Collectors.joining(", ")) + ")";
    }

    private static String method(Method m) {
        String params = m.params().stream().map(p -> type(p.type(), p.name())).collect(Collectors.joining(", "));
        return "new ArMethod(" + JsonValues.write(m.name()) + ", " + m.returns().isPresent() + ", "
                + m.inoutIndex().orElse(-1) + (params.isEmpty() ? "" : ", " + params) + ")";
    }

    private static String types(List<Param> params) {
        return "new ArType[] {" + params.stream().map(p -> type(p.type(), p.name())).collect(Collectors.joining(", "))
                + "}";
    }

    /**
     * The type as the template's descriptor; {@code owner} names a mixed tuple's record the way
     * JavaRenderer does ({@code <Owner>Result}, the owner being the parameter or method).
     */
    static String type(Type type, String owner) {
        if (type instanceof Type.Scalar s) {
            return "ArType.of(\"" + s.text() + "\")";
        }
        if (type instanceof Type.ListOf l) {
            return "ArType.of(\"list\", " + type(l.element(), owner) + ")";
        }
        if (type instanceof Type.MapOf m) {
            return "ArType.of(\"map\", " + type(m.key(), owner) + ", " + type(m.value(), owner) + ")";
        }
        if (type instanceof Type.TupleOf t) {
            String parts = t.types().stream().map(e -> type(e, owner)).collect(Collectors.joining(", "));
            if (t.uniformScalarIndexAsInt().isPresent()) {
                return "ArType.of(\"tuple\", " + parts + ")";
            }
            return "ArType.record(\"" + SignatureRenderer.capitalize(owner) + "Result\", " + parts + ")";
        }
        if (type instanceof Type.FunctionOf) {
            return "ArType.of(\"fn\")";
        }
        return "ArType.of(\"optional\", " + type(((Type.OptionalOf) type).element(), owner) + ")";
    }

    /** One build serves both tests: the combined file is Main.java with the driver class appended, and {@code java Main} runs the model's class unchanged. */
    @Override
    public java.util.Optional<java.util.function.UnaryOperator<List<String>>> baseRunCommand(String modelSource) {
        return java.util.Optional.of(java.util.function.UnaryOperator.identity());
    }
}
