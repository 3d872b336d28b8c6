package dev.algoreval.dataset.oracle;

import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** Finds an algorithm's oracle by the naming convention of {@link Oracle}. */
public final class Oracles {
    private static final String PACKAGE = "dev.algoreval.dataset.oracles.";

    private Oracles() {
    }

    public static String className(String algorithmId) {
        return PACKAGE + Arrays.stream(algorithmId.split("-"))
                .map(part -> Character.toUpperCase(part.charAt(0)) + part.substring(1))
                .collect(Collectors.joining()) + "Oracle";
    }

    public static Optional<Oracle> forAlgorithm(String algorithmId) {
        Class<?> type;
        try {
            type = Class.forName(className(algorithmId));
        } catch (ClassNotFoundException e) {
            return Optional.empty();
        }
        try {
            return Optional.of((Oracle) type.getDeclaredConstructor().newInstance());
        } catch (ReflectiveOperationException e) {
            Throwable cause = e instanceof InvocationTargetException i ? i.getCause() : e;
            throw new IllegalStateException("cannot create " + type.getName() + ": " + cause, cause);
        }
    }
}
