package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.Method;
import dev.algoreval.dataset.plus.Param;
import dev.algoreval.dataset.plus.Type;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Python: the model's source becomes a string the driver executes as module {@code algoreval_model}
 * (so its {@code __main__} block stays off and a syntax error is reported by the base run, which
 * compiles the same text), then the driver checks names and arities with {@code inspect} and calls.
 * An inout list's value after the call is the result; a function argument is the menu's function.
 */
final class PythonDriver implements SingleFileDriver {
    private static final String TEMPLATE = DriverTemplate.load("driver.py");

    @Override
    public String combine(String modelSource, Api api) {
        return "_AR_SOURCE = " + JsonValues.write(modelSource) + "\n_AR_API = " + apiLiteral(api) + "\n" + TEMPLATE;
    }

    private static String apiLiteral(Api api) {
        if (api instanceof Api.Function f) {
            return "{\"kind\": \"function\", \"name\": " + JsonValues.write(f.method().name()) + ", \"params\": "
                    + params(f.method().params()) + ", \"inout\": " + f.method().inoutIndex().map(String::valueOf).orElse("None")
                    + "}";
        }
        if (api instanceof Api.Functions fs) {
            return "{\"kind\": \"functions\", \"params\": [], \"methods\": ["
                    + fs.functions().stream().map(PythonDriver::method).collect(Collectors.joining(", ")) + "]}";
        }
        Api.ClassApi c = (Api.ClassApi) api;
        return "{\"kind\": \"class\", \"name\": " + JsonValues.write(c.name()) + ", \"params\": " + params(c.constructor())
                + ", \"methods\": [" + c.methods().stream().map(PythonDriver::method).collect(Collectors.joining(", "))
                + "]}";
    }

    private static String method(Method m) {
        return "{\"name\": " + JsonValues.write(m.name()) + ", \"params\": " + params(m.params()) + ", \"returns\": "
                + (m.returns().isPresent() ? "True" : "False") + "}";
    }

    private static String params(List<Param> params) {
        return "[" + params.stream().map(p -> descriptor(p.type())).collect(Collectors.joining(", ")) + "]";
    }

    /** A type as a nested tuple the template's reader walks: {@code ("list", ("tuple", ("int",), ("int",)))}. */
    static String descriptor(Type type) {
        if (type instanceof Type.Scalar s) {
            return "(\"" + s.text() + "\",)";
        }
        if (type instanceof Type.ListOf l) {
            return "(\"list\", " + descriptor(l.element()) + ")";
        }
        if (type instanceof Type.MapOf m) {
            return "(\"map\", " + descriptor(m.key()) + ", " + descriptor(m.value()) + ")";
        }
        if (type instanceof Type.TupleOf t) {
            return "(\"tuple\", " + t.types().stream().map(PythonDriver::descriptor).collect(Collectors.joining(", "))
                    + ")";
        }
        if (type instanceof Type.FunctionOf) {
            return "(\"fn\",)";
        }
        return "(\"optional\", " + descriptor(((Type.OptionalOf) type).element()) + ")";
    }
}
