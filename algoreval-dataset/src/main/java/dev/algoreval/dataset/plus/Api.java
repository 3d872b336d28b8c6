package dev.algoreval.dataset.plus;

import java.util.List;

/** What a variant asks the model to provide: one free function, or a class with a constructor and methods. */
public sealed interface Api permits Api.Function, Api.ClassApi {

    /** The names a driver calls, in order (the class name first for a class API). */
    List<String> entryNames();

    record Function(Method method) implements Api {
        @Override
        public List<String> entryNames() {
            return List.of(method.name());
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
    }
}
