import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { signedInAccount } from '../../api/auth.ts';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { LinkQrCode } from '../../ui/widgets/LinkQrCode.tsx';

/** The trial-registration page of an agent, as prospects open it: its sign-ups carry the agent's number. */
export function registrationLink(agentNo: string, origin = window.location.origin): string {
  return new URL(`/register?AgentNumber=${encodeURIComponent(agentNo)}`, origin).toString();
}

/** 注册链接: our registration link to copy or show as a QR code; trials registered through it come to this list. */
export function RegistrationLinkDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="注册链接" centered size="md">
      {opened && <LoadedView load={() => signedInAccount()} loadKey="account">{(account) => <RegistrationLink agentNo={account.agentNo} agentName={account.agentName} />}</LoadedView>}
    </Modal>
  );
}

function RegistrationLink({ agentNo, agentName }: { agentNo: string; agentName: string }) {
  const link = registrationLink(agentNo);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        客户通过此链接注册试用后，会出现在注册信息管理中（代理商编号 {agentNo}）。
      </Text>
      <TextInput label="注册链接" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group justify="space-between" align="flex-start">
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? '已复制' : '复制链接'}
            </Button>
          )}
        </CopyButton>
        <LinkQrCode url={link} alt="注册二维码" fileName={`注册二维码-${agentName}`} />
      </Group>
    </Stack>
  );
}
