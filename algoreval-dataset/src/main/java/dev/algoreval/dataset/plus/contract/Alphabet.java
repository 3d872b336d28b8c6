package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Every character of every string (or char) at a path is one of a set, given as the body of a regex
 * character class ({@code a-z}, {@code  -~}) and described in words for the prompt.
 */
public record Alphabet(ValuePath of, String chars, String words) implements Clause {

    public Alphabet {
        if (of.type() != Type.Scalar.STRING && of.type() != Type.Scalar.CHAR) {
            throw new IllegalArgumentException("alphabet: '" + of.text() + "' is " + of.type().text()
                    + ", not a string or char");
        }
        if (chars == null || chars.isEmpty() || words == null || words.isBlank()) {
            throw new IllegalArgumentException("alphabet of '" + of.text() + "': 'chars' (a character class body "
                    + "such as a-z) and 'words' (the set in plain words) are required");
        }
        try {
            Pattern.compile("[" + chars + "]");
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("alphabet of '" + of.text() + "': chars '" + chars + "': "
                    + e.getDescription());
        }
    }

    @Override
    public String kind() {
        return "alphabet";
    }

    @Override
    public String sentence() {
        return of.subject() + " contains only " + words + ".";
    }

    @Override
    public List<String> violations(HiddenTest test, Api api) {
        Pattern allowed = Pattern.compile("[" + chars + "]");
        List<String> out = new ArrayList<>();
        for (Object value : of.values(test, api)) {
            String s = (String) value;
            for (int i = 0; i < s.length() && out.size() < EXAMPLES; i++) {
                String c = s.substring(i, i + 1);
                if (!allowed.matcher(c).matches()) {
                    out.add(of.display() + " has the character code " + (int) s.charAt(i) + " at " + i
                            + ", outside [" + chars + "]");
                    break;
                }
            }
        }
        return out;
    }

    @Override
    public boolean reaches(HiddenTest test, Api api) {
        return !of.values(test, api).isEmpty();
    }
}
