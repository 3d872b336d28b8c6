package dev.algoreval.dataset.plus;

import dev.algoreval.dataset.plus.check.Checker;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Finds a {@link Checker} by its plus.yaml name: {@code eulerian-trail} → {@code check.EulerianTrailChecker}. */
public final class Checkers {
    private static final Map<String, Checker> LOADED = new ConcurrentHashMap<>();

    private Checkers() {
    }

    public static Checker named(String name) {
        return LOADED.computeIfAbsent(name, Checkers::load);
    }

    public static boolean exists(String name) {
        try {
            named(name);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    static String className(String name) {
        StringBuilder out = new StringBuilder(Checker.class.getPackageName()).append('.');
        for (String part : name.split("-")) {
            if (!part.isEmpty()) {
                out.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return out.append("Checker").toString();
    }

    private static Checker load(String name) {
        String cls = className(name);
        try {
            return (Checker) Class.forName(cls).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalArgumentException("no checker '" + name + "' (expected class " + cls + ")", e);
        }
    }
}
