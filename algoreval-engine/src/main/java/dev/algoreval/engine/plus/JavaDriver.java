package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.SignatureRenderer;
import dev.algoreval.dataset.plus.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Java: the driver is a second top-level class, {@code AlgorevalDriver}, appended to the model's
 * Main.java and compiled by the same javac call; the run launches it instead of {@code Main}. It finds
 * the interface by reflection with the rendered parameter types, so a different signature is reported
 * as the program not providing the interface rather than as a compile error in driver code.
 */
final class JavaDriver implements Driver {
    private static final String TEMPLATE = DriverTemplate.load("driver.java");
    private static final String ENTRY_CLASS = "Main";

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
        command.set(entry, "AlgorevalDriver");
        return Driver.append(command, dev.algoreval.toolchains.Sandbox.APP + "/" + INPUT_FILE);
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
