package dev.algoreval.dataset.plus.gen;

import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One class-API hidden test, built call by call while the generator drives its oracle: a call that
 * returns something records the oracle's answer as that call's expected result, so the calls and the
 * expected list cannot drift apart.
 */
final class DataStructureSession {
    private final List<HiddenTest.Call> calls = new ArrayList<>();
    private final List<Object> results = new ArrayList<>();

    /** A call whose method returns nothing. */
    void call(String method, Object... args) {
        calls.add(new HiddenTest.Call(method, json(args)));
    }

    /** A call whose method returns {@code result} (as the oracle says). */
    void ask(String method, Object result, Object... args) {
        call(method, args);
        results.add(result);
    }

    int callCount() {
        return calls.size();
    }

    HiddenTest test(String name, Object... constructorArgs) {
        return HiddenTest.construct(name, json(constructorArgs), calls, results);
    }

    /** Integers become Long, as JSON values are read back. */
    private static List<Object> json(Object... values) {
        return Arrays.stream(values).map(v -> v instanceof Integer i ? (Object) i.longValue() : v).toList();
    }
}
