"""C++ source read as the layering checks need it: its comments, string literals and character
literals told apart from its code (check_cli_tests.py, check_no_flags_in_lib.py)."""
import re


def pieces(text):
    """The text in order as (kind, piece, contents): kind 'code', 'comment', 'string' (contents:
    a literal's inside; a raw string's whole) or 'char'. The pieces joined are the text."""
    i, n, code = 0, len(text), 0
    while i < n:
        c, kind = text[i], None
        if text.startswith('//', i):
            j = text.find('\n', i)
            kind, end, inside = 'comment', n if j < 0 else j, ''
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            kind, end, inside = 'comment', n if j < 0 else j + 2, ''
        elif text.startswith('R"', i):
            m = re.match(r'R"([^(\s]*)\(', text[i:])
            close = text.find(')' + m.group(1) + '"', i) if m else -1
            kind = 'string'
            end = n if close < 0 else close + len(m.group(1)) + 2
            inside = text[i + len(m.group(0)):n if close < 0 else close] if m else ''
        elif c == "'" and i > 0 and text[i - 1].isalnum() and text[i + 1:i + 2].isalnum():
            pass  # a digit separator: 200'000
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            kind, end, inside = 'string' if c == '"' else 'char', min(n, j + 1), text[i + 1:j]
        if kind is None:
            i += 1
            continue
        if code < i:
            yield 'code', text[code:i], text[code:i]
        yield kind, text[i:end], inside
        i = code = end
    if code < n:
        yield 'code', text[code:], text[code:]
