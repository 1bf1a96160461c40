import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

interface Props {
  title: string;
  dates: string[];
  intro: string;
  sections: LegalSection[];
}

/** A static legal text, readable on a phone and printable. */
export function LegalDocument({ title, dates, intro, sections }: Props) {
  return (
    <Container size="md" py="xl" px="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="md">
          <Title order={1} ta="center" fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          {dates.map((line) => (
            <Text key={line} ta="center" c="dimmed" size="sm">
              {line}
            </Text>
          ))}
          <Text>{intro}</Text>
          {sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} fz={{ base: 17, sm: 19 }} mb="xs">
                {section.heading}
              </Title>
              <Stack gap="xs">
                {section.paragraphs?.map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)}
                {section.items && (
                  <List spacing={4}>
                    {section.items.map((item) => (
                      <List.Item key={item}>{item}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </section>
          ))}
          <Text ta="center" size="sm">
            <Anchor component={Link} href="/login">
              返回登录
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
