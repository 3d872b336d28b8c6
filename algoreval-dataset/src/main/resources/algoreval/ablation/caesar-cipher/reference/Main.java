public class Main {
    static String solve(String text, int k) {
        StringBuilder out = new StringBuilder(text.length());
        for (char ch : text.toCharArray()) {
            if (ch >= 'a' && ch <= 'z') {
                out.append((char) ((ch - 'a' + k) % 26 + 'a'));
            } else if (ch >= 'A' && ch <= 'Z') {
                out.append((char) ((ch - 'A' + k) % 26 + 'A'));
            } else {
                out.append(ch);
            }
        }
        return out.toString();
    }

    public static void main(String[] args) {
        String text = "Meet me at the Zoo, 10:45 sharp!";
        int k = 3;
        System.out.println(solve(text, k));
    }
}
