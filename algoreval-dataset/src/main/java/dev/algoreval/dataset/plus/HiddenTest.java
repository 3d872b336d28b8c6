package dev.algoreval.dataset.plus;

import java.util.List;
import java.util.Objects;

/**
 * One hidden input of a variant and its expected result, as JSON-shaped values: {@code Long} for
 * int/long/index, {@code Double} for double (infinities included), {@code Boolean}, {@code String},
 * {@code List} for lists and tuples, {@code null} for an absent optional.
 *
 * <p>For a function API, {@code args} are the call's arguments and {@code expected} its result. For a
 * class API, {@code args} are the constructor's arguments, {@code calls} the method calls in order,
 * and {@code expected} the list of the results of the calls that return something, in call order. A
 * test of several functions is the same without a constructor: {@code args} is empty.
 */
public record HiddenTest(String name, List<Object> args, List<Call> calls, Object expected) {
    public HiddenTest {
        Objects.requireNonNull(name, "name");
        args = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(args));
        calls = List.copyOf(calls);
    }

    public static HiddenTest function(String name, List<Object> args, Object expected) {
        return new HiddenTest(name, args, List.of(), expected);
    }

    public static HiddenTest construct(String name, List<Object> constructorArgs, List<Call> calls, Object expected) {
        return new HiddenTest(name, constructorArgs, calls, expected);
    }

    /** A test of several functions: the calls in order, and the results of those that return something. */
    public static HiddenTest calls(String name, List<Call> calls, Object expected) {
        return new HiddenTest(name, List.of(), calls, expected);
    }

    /** One method or function call on the object a class API test builds: {@code ["addEdge", [0, 1]]} in the file. */
    public record Call(String method, List<Object> args) {
        public Call {
            Objects.requireNonNull(method, "method");
            args = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(args));
        }
    }
}
