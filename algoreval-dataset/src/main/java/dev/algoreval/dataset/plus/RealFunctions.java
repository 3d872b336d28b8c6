package dev.algoreval.dataset.plus;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.DoubleUnaryOperator;

/**
 * The fixed menu of real functions a {@code fn(double) -> double} argument names. Hidden tests cannot
 * carry code, so a test passes a name from this list ({@code "sin(x)"}) and every driver hands the
 * model its own implementation of that function, written the same way (the same operations in the same
 * order) in each language; these Java implementations are what the generators' oracles integrate.
 * A name is a single token without spaces (it travels as a string in the drivers' input).
 */
public final class RealFunctions {
    /** The only function type the vocabulary has: one real variable, a real result. */
    public static final Type.FunctionOf TYPE = new Type.FunctionOf(List.of(Type.Scalar.DOUBLE), Type.Scalar.DOUBLE);

    private static final Map<String, DoubleUnaryOperator> MENU = new LinkedHashMap<>();

    static {
        MENU.put("x^2", x -> x * x);
        MENU.put("x^3", x -> x * x * x);
        MENU.put("x^4-2x+1", x -> x * x * x * x - 2 * x + 1);
        MENU.put("sin(x)", Math::sin);
        MENU.put("cos(3x)", x -> Math.cos(3 * x));
        MENU.put("exp(x)", Math::exp);
        MENU.put("exp(-x^2)", x -> Math.exp(-x * x));
        MENU.put("sqrt(x)", Math::sqrt);
        MENU.put("1/(1+x^2)", x -> 1 / (1 + x * x));
        MENU.put("|x|", Math::abs);
    }

    private RealFunctions() {
    }

    /** The menu's names, in a fixed order. */
    public static List<String> names() {
        return List.copyOf(MENU.keySet());
    }

    public static Optional<DoubleUnaryOperator> named(String name) {
        return Optional.ofNullable(MENU.get(name));
    }

    /** The function a name stands for; an unknown name is a bug in a generator. */
    public static DoubleUnaryOperator get(String name) {
        return named(name).orElseThrow(() -> new IllegalArgumentException("no function '" + name + "' on the menu "
                + names()));
    }
}
