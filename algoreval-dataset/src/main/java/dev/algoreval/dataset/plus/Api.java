package dev.algoreval.dataset.plus;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a variant asks the model to provide: one free function, several free functions, or a class
 * with a constructor and methods. A test of several functions or of a class is a sequence of calls
 * (README section 9.1); {@link #callables()} lists what those calls may name, in the index order the
 * driver protocol uses.
 */
public sealed interface Api permits Api.Function, Api.Functions, Api.ClassApi {

    /** The names a driver calls, in order (the class name first for a class API). */
    List<String> entryNames();

    /** What a test's calls may name, by index: a class's methods or the functions; empty for one function (one call, no sequence). */
    default List<Method> callables() {
        return List.of();
    }

    record Function(Method method) implements Api {
        @Override
        public List<String> entryNames() {
            return List.of(method.name());
        }
    }

    /**
     * E.g. {@code caesarEncrypt(text, shift)} and {@code caesarDecrypt(text, shift)}: a test calls them in
     * turn, like a class API's methods without the object.
     */
    record Functions(List<Method> functions) implements Api {
        public Functions {
            functions = List.copyOf(functions);
            if (functions.size() < 2) {
                throw new IllegalArgumentException("'functions' lists at least two functions (one is 'function')");
            }
            if (functions.stream().anyMatch(m -> m.inoutIndex().isPresent())) {
                // A call sequence lists returned values; an argument changed in place has no place in it.
                throw new IllegalArgumentException("an inout parameter belongs to a single 'function', not to 'functions'");
            }
            Set<String> names = new HashSet<>();
            for (Method m : functions) {
                if (!names.add(m.name())) {
                    throw new IllegalArgumentException("function '" + m.name() + "' appears twice");
                }
            }
        }

        @Override
        public List<String> entryNames() {
            return functions.stream().map(Method::name).toList();
        }

        @Override
        public List<Method> callables() {
            return functions;
        }
    }

    /** E.g. {@code BipGraph(m, n)} with {@code addEdge(u, v)} and {@code hopcroftKarp() -> int}. */
    record ClassApi(String name, List<Param> constructor, List<Method> methods) implements Api {
        public ClassApi {
            constructor = List.copyOf(constructor);
            methods = List.copyOf(methods);
            if (methods.isEmpty()) {
                throw new IllegalArgumentException("a class API needs at least one method");
            }
        }

        @Override
        public List<String> entryNames() {
            return java.util.stream.Stream.concat(java.util.stream.Stream.of(name), methods.stream().map(Method::name))
                    .toList();
        }

        @Override
        public List<Method> callables() {
            return methods;
        }
    }
}
