import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

public class Main {
    static List<Integer> kmpSearch(String text, String pattern) {
        int n = text.length(), m = pattern.length();
        int[] failure = new int[m];
        for (int i = 1, k = 0; i < m; i++) {
            while (k > 0 && pattern.charAt(i) != pattern.charAt(k)) k = failure[k - 1];
            if (pattern.charAt(i) == pattern.charAt(k)) k++;
            failure[i] = k;
        }

        List<Integer> matches = new ArrayList<>();
        for (int i = 0, k = 0; i < n; i++) {
            while (k > 0 && text.charAt(i) != pattern.charAt(k)) k = failure[k - 1];
            if (text.charAt(i) == pattern.charAt(k)) k++;
            if (k == m) {
                matches.add(i - m + 1);
                k = failure[k - 1];
            }
        }
        return matches;
    }

    public static void main(String[] args) {
        String[][] searches = {
            {"AABAACAADAABAABA", "AABA"},
            {"abababcabababab", "abab"},
            {"aaaaaa", "aaa"},
            {"abcabcabcabcab", "abcabd"},
        };
        for (String[] search : searches) {
            List<Integer> matches = kmpSearch(search[0], search[1]);
            if (matches.isEmpty()) {
                System.out.println("none");
            } else {
                System.out.println(matches.stream().map(String::valueOf).collect(Collectors.joining(" ")));
            }
        }
    }
}
