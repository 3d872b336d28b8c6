package dev.algoreval.dataset.plus;

import dev.algoreval.dataset.Language;
import java.util.List;
import java.util.stream.Collectors;

/** Renders a language-neutral {@link Api} into one language's exact signature (README section 9). */
public interface SignatureRenderer {

    Signature render(Api api);

    static SignatureRenderer forLanguage(Language language) {
        return switch (language) {
            case PYTHON -> new PythonRenderer();
            case C -> new CRenderer();
            case CPP -> new CppRenderer();
            case JAVA -> new JavaRenderer();
            case JAVASCRIPT -> new JavaScriptRenderer();
            case RUST -> new RustRenderer();
            case GO -> new GoRenderer();
        };
    }

    /**
     * Several functions rendered one by one as single-function APIs, in the interface's order and
     * separated by a blank line; the entries follow the same order.
     */
    static Signature eachFunction(Api.Functions functions, java.util.function.Function<Api.Function, Signature> one) {
        List<Signature> parts = functions.functions().stream().map(m -> one.apply(new Api.Function(m))).toList();
        return new Signature(parts.stream().map(Signature::text).collect(Collectors.joining("\n\n")),
                parts.stream().flatMap(p -> p.entries().stream()).toList());
    }

    /** {@code hopcroftKarp} → {@code HopcroftKarp} (Go's exported methods). */
    static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** {@code hopcroftKarp} → {@code hopcroft_karp}, {@code boruvkaMST} → {@code boruvka_mst} (Rust). */
    static String snakeCase(String name) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean boundary = Character.isUpperCase(c) && i > 0
                    && (Character.isLowerCase(name.charAt(i - 1))
                        || (i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1))));
            if (boundary) {
                out.append('_');
            }
            out.append(Character.toLowerCase(c));
        }
        return out.toString();
    }

    static IllegalArgumentException noMapping(Language language, Type type, String why) {
        return new IllegalArgumentException("no " + language.displayName() + " mapping for '" + type.text() + "': " + why);
    }
}
