package dev.algoreval.dataset.plus;

import dev.algoreval.dataset.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the definitions of a name in a reference program, textually: an occurrence of the name
 * followed by a balanced parameter list and then by what starts a body ({@code {}, {@code ->} or
 * Python's {@code :}), or preceded by Go's {@code func} (whose result type comes before the body), and
 * not preceded by a member access. Calls end in {@code ;} or an operator,
 * so they are not definitions.
 */
final class ReferenceDefinitions {

    /** @param optional how many trailing parameters have defaults (JavaScript, Python), so callers may omit them */
    record Definition(String parameters, int arity, int optional) {
        boolean accepts(int count) {
            return count <= arity && count >= arity - optional;
        }
    }

    private ReferenceDefinitions() {
    }

    /** The name as a language defines an entry: Python's and JavaScript's constructors, Rust's {@code T::new}. */
    static String definedName(Language language, Api api, String entry) {
        if (api instanceof Api.ClassApi c && entry.equals(c.name())) {
            return switch (language) {
                case PYTHON -> "__init__";
                case JAVASCRIPT -> "constructor";
                default -> entry;
            };
        }
        return entry.contains("::") ? entry.substring(entry.indexOf("::") + 2) : entry;
    }

    static List<Definition> find(String source, String name) {
        List<Definition> found = new ArrayList<>();
        Matcher m = Pattern.compile("(?<![\\w.$])" + Pattern.quote(name) + "\\s*\\(").matcher(source);
        while (m.find()) {
            int close = matching(source, m.end() - 1);
            if (close < 0) {
                continue;
            }
            String before = source.substring(Math.max(0, m.start() - 8), m.start());
            if (before.matches("(?s).*(\\bnew|\\breturn|=|\\.)\\s*$")) {
                continue;
            }
            String after = source.substring(close + 1).stripLeading();
            boolean goFunc = source.substring(Math.max(0, m.start() - 80), m.start()).matches("(?s).*\\bfunc\\s+(\\([^()]*\\)\\s*)?$");
            // C++ member functions may be const or noexcept before their body.
            after = after.replaceFirst("^(const|noexcept|override)\\b\\s*", "");
            if (goFunc || after.startsWith("{") || after.startsWith("->") || after.startsWith(":") || after.startsWith("throws")) {
                String params = source.substring(m.end(), close).strip();
                found.add(new Definition(params, arity(params), defaulted(params)));
            }
        }
        return found;
    }

    private static int matching(String s, int open) {
        int depth = 0;
        for (int i = open; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** Parameters with a default value ({@code node = 1}), which a call may leave out. */
    private static int defaulted(String params) {
        int count = 0;
        int depth = 0;
        boolean inDefault = false;
        for (char c : params.toCharArray()) {
            if ("(<[{".indexOf(c) >= 0) {
                depth++;
            } else if (")>]}".indexOf(c) >= 0) {
                depth--;
            } else if (c == '=' && depth == 0 && !inDefault) {
                count++;
                inDefault = true;
            } else if (c == ',' && depth == 0) {
                inDefault = false;
            }
        }
        return count;
    }

    /** Whether the source declares a class or struct of this name, whose implicit constructor takes nothing. */
    static boolean declaresClass(String source, String name) {
        return Pattern.compile("\\b(class|struct)\\s+" + Pattern.quote(name) + "\\b").matcher(source).find();
    }

    /** Top-level commas + 1, without a Python or Rust receiver; generics and nested brackets are skipped. */
    static int arity(String params) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        StringBuilder current = new StringBuilder();
        for (char c : params.toCharArray()) {
            if ("(<[{".indexOf(c) >= 0) {
                depth++;
            } else if (")>]}".indexOf(c) >= 0 && !(c == '>' && current.toString().endsWith("-"))) {
                depth--;
            }
            if (c == ',' && depth == 0) {
                parts.add(current.toString().strip());
                current.setLength(0);
            } else {
                current.append(c);
            }
        }
        parts.add(current.toString().strip());
        parts.removeIf(p -> p.isEmpty() || p.equals("self") || p.equals("&self") || p.equals("&mut self")
                || p.equals("mut self") || p.equals("void"));
        return parts.size();
    }
}
